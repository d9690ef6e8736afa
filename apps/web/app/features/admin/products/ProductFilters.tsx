import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { formFields } from '../lib/list-query';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
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
  const navigate = useNavigate();
  const labels = texts.products;
  const { filters } = labels;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate({ search: productsSearch({ ...productsQueryOf(formFields(event.currentTarget)), page: 1 }) });
  }

  return (
    <form
      // A new address (a link, Clear) shows its own filters in the fields.
      key={productsSearch(query)}
      aria-label={filters.label}
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
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
      <div className="flex items-end gap-2">
        <button type="submit" className={`${PRIMARY_BUTTON} h-11 flex-1`}>
          {filters.apply}
        </button>
        <Link to={{ search: '' }} className={`${SECONDARY_BUTTON} h-11`}>
          {filters.clear}
        </Link>
      </div>
    </form>
  );
}
