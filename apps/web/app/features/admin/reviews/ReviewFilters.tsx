import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { formFields } from '../lib/list-query';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { FilterSelect } from '../ui/FilterSelect';
import { type ReviewsQuery, reviewsQueryOf, reviewsSearch, STAR_FILTERS } from './review-query';

/**
 * The reviews list's filters: shown or hidden, a product's number, a number of stars. Applying them
 * changes the address (the view can be linked and reloaded) and goes back to the first page.
 */
export function ReviewFilters({ query }: { query: ReviewsQuery }) {
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const labels = texts.reviews;
  const { filters } = labels;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate({ search: reviewsSearch({ ...reviewsQueryOf(formFields(event.currentTarget)), page: 1 }) });
  }

  return (
    <form
      // A new address (a link, Clear) shows its own filters in the fields.
      key={reviewsSearch(query)}
      aria-label={filters.label}
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label={filters.productNo}
        name="productNo"
        type="search"
        defaultValue={query.productNo}
        maxLength={50}
        hint={filters.productNoHint}
      />
      <FilterSelect
        label={filters.stars}
        name="stars"
        value={query.stars}
        anyLabel={filters.any}
        choices={STAR_FILTERS.map((stars) => ({
          value: stars,
          label: interpolate(labels.starsOf, { count: stars }),
        }))}
      />
      <FilterSelect
        label={filters.visibility}
        name="visibility"
        value={query.visibility}
        anyLabel={filters.any}
        choices={admin.REVIEW_VISIBILITIES.map((visibility) => ({
          value: visibility,
          label: labels[visibility],
        }))}
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
