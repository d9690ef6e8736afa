import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { MessagePage } from '~/features/admin/messages/MessagePage';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import { interpolate } from '~/lib/interpolate';
import type { Route } from './+types/admin-message';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, (texts) =>
    loaderData ? interpolate(texts.message.title, { name: loaderData.name }) : texts.messages.title,
  );

/** Loaded again after every action on the message (its components revalidate). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loaderAdminApi().call('adminMessageDetail', { id: Number(params.id) });
}

export default function AdminMessage({ loaderData }: Route.ComponentProps) {
  return <MessagePage message={loaderData} />;
}

/** An id that names no message, or is not one, is "Message not found", with the way back to the inbox. */
export function ErrorBoundary() {
  const texts = useAdminTexts();
  const { messageNotFound, messageNotFoundHint } = texts.screenError;
  return (
    <ScreenError
      missing={{
        title: messageNotFound,
        hint: messageNotFoundHint,
        back: { to: '/admin/messages', label: texts.message.back },
      }}
    />
  );
}
