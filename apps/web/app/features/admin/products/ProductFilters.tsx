import { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { FilterForm } from '../ui/FilterForm';
import { FilterSearch } from '../ui/FilterSearch';
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
  const labels = useAdminTexts().products;
  const { filters } = labels;

  return (
    <FilterForm texts={filters} query={query} queryOf={productsQueryOf} searchOf={productsSearch}>
      <FilterSearch
        className="sm:col-span-2 lg:col-span-4"
        texts={filters}
        value={query.q}
        maxLength={admin.PRODUCT_LIMITS.search}
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
