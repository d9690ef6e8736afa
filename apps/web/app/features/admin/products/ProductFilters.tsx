import { admin } from '@printshop/contract';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { FilterForm } from '../ui/FilterForm';
import { FilterSelect } from '../ui/FilterSelect';
import { type ProductsQuery, productsQueryOf, productsSearch, VISIBILITIES } from './product-query';

interface ProductFiltersProps {
  query: ProductsQuery;
  /** Every category, as the list answers them: "Parent / Child" for a subcategory. */
  categories: readonly { id: number; name: string }[];
}

/**
 * The products list's search and filters. Applying them changes the address (the view can be
 * linked and reloaded) and goes back to the first page.
 */
export function ProductFilters({ query, categories }: ProductFiltersProps) {
  const texts = useAdminTexts();
  const labels = texts.products;
  const { filters } = labels;

  return (
    <FilterForm
      label={filters.label}
      search={productsSearch(query)}
      searchOf={(fields) => productsSearch({ ...productsQueryOf(fields), page: 1 })}
      clearSearch=""
      apply={filters.apply}
      clear={filters.clear}
      className="sm:grid-cols-2 lg:grid-cols-4"
      buttonsClassName="items-end"
    >
      <TextField
        label={filters.search}
        name="q"
        type="search"
        defaultValue={query.q}
        maxLength={admin.PRODUCT_LIMITS.search}
        hint={filters.searchHint}
        className="sm:col-span-2 lg:col-span-4"
      />
      <div className="sm:col-span-2">
        <FilterSelect
          label={filters.category}
          name="categoryId"
          value={query.categoryId}
          anyLabel={filters.any}
          choices={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
      </div>
      <FilterSelect
        label={filters.visibility}
        name="visibility"
        value={query.visibility}
        anyLabel={filters.any}
        choices={VISIBILITIES.map((visibility) => ({ value: visibility, label: labels[visibility] }))}
      />
    </FilterForm>
  );
}
