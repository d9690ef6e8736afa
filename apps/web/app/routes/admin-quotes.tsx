import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { QuotesPage } from '~/features/admin/quotes/QuotesPage';
import { quotesQueryOf } from '~/features/admin/quotes/quote-query';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-quotes';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.quotes.title);

/** The view the address describes; the filters and the pager change the address, which loads it again. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = quotesQueryOf(new URL(request.url).searchParams);
  return { query, result: await loaderAdminApi().call('adminQuoteList', query) };
}

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  return <QuotesPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
