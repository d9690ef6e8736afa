import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { MessagesPage } from '~/features/admin/messages/MessagesPage';
import { messagesQueryOf } from '~/features/admin/messages/message-query';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-messages';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.messages.title);

/** The view the address describes; a tab, the filters and the pager change the address, which loads it again. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = messagesQueryOf(new URL(request.url).searchParams);
  return { query, result: await loaderAdminApi().call('adminMessageList', query) };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
