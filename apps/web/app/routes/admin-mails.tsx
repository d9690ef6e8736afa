import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { FailedMailsPage } from '~/features/admin/mails/FailedMailsPage';
import { failedMailsQueryOf } from '~/features/admin/mails/failed-mails-query';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-mails';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.mails.title);

/**
 * Owners only (staff.manage): for anyone else the server refuses, and the screen says so. Paging
 * changes the address, which loads it again, and so does sending a mail again.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = failedMailsQueryOf(new URL(request.url).searchParams);
  return { query, result: await loaderAdminApi().call('adminFailedMailList', query) };
}

export default function AdminMails({ loaderData }: Route.ComponentProps) {
  return <FailedMailsPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
