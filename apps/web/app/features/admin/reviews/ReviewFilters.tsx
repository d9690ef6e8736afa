import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { FilterForm } from '../ui/FilterForm';
import { FilterSelect } from '../ui/FilterSelect';
import { type ReviewsQuery, reviewsQueryOf, reviewsSearch, STAR_FILTERS } from './review-query';

/**
 * The reviews list's filters: shown or hidden, a product's number, a number of stars. Applying them
 * changes the address (the view can be linked and reloaded) and goes back to the first page.
 */
export function ReviewFilters({ query }: { query: ReviewsQuery }) {
  const labels = useAdminTexts().reviews;
  const { filters } = labels;

  return (
    <FilterForm texts={filters} query={query} queryOf={reviewsQueryOf} searchOf={reviewsSearch}>
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
    </FilterForm>
  );
}
