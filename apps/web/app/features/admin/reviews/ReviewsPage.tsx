import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
import { ReviewFilters } from './ReviewFilters';
import { ReviewsTable } from './ReviewsTable';
import { type ReviewsQuery, reviewsPath } from './review-query';

interface ReviewsPageProps {
  query: ReviewsQuery;
  result: AdminCallOutput<'adminReviewList'>;
}

/**
 * /admin/reviews, for support and owners: the product reviews matching the view's filters, the
 * newest first, a page at a time; a review hidden leaves its product page and rating at once.
 */
export function ReviewsPage({ query, result }: ReviewsPageProps) {
  const labels = useAdminTexts().reviews;
  return (
    <div className="grid gap-5">
      <ListHeading title={labels.title} found={interpolate(labels.found, { count: result.total })} />
      <ReviewFilters query={query} />
      <ListResults
        rows={result.list.length}
        empty={labels.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => reviewsPath({ ...query, page })}
      >
        <ReviewsTable rows={result.list} />
      </ListResults>
    </div>
  );
}
