import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ReviewsPage } from '~/features/admin/reviews/ReviewsPage';
import { reviewsQueryOf } from '~/features/admin/reviews/review-query';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-reviews';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.reviews.title);

/**
 * Support and owners (customers.manage). The view the address describes; filtering and paging
 * change the address, which loads it again, and so does hiding or showing a review.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = reviewsQueryOf(new URL(request.url).searchParams);
  return { query, result: await loaderAdminApi().call('adminReviewList', query) };
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
