import { ErrorPage } from '~/features/errors/ErrorPage';
import { useRootData } from '~/lib/root-data';

/**
 * A back-office page that broke, or whose staff member did not load: the shop's error page,
 * which offers to try again. A missing session never lands here: the API client has already
 * sent the person to log in.
 */
export function AdminErrorPage() {
  const { lang, messages } = useRootData();
  return (
    <main className="min-h-dvh bg-sand/40">
      <ErrorPage texts={[{ lang, text: messages.error }]} />
    </main>
  );
}
