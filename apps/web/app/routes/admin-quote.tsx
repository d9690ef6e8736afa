import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { QuotePage } from '~/features/admin/quotes/QuotePage';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import { interpolate } from '~/lib/interpolate';
import type { Route } from './+types/admin-quote';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, (texts) =>
    loaderData ? interpolate(texts.quote.title, { reference: loaderData.reference }) : texts.quotes.title,
  );

/** Loaded again after an offer or a refusal (the forms revalidate). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loaderAdminApi().call('adminQuoteDetail', { id: Number(params.id) });
}

export default function AdminQuote({ loaderData }: Route.ComponentProps) {
  return <QuotePage quote={loaderData} />;
}

/** An id that names no quote, or is not one, is "Quote not found", with the way back to the inbox. */
export function ErrorBoundary() {
  const texts = useAdminTexts();
  const { quoteNotFound, quoteNotFoundHint } = texts.screenError;
  return (
    <ScreenError
      missing={{
        title: quoteNotFound,
        hint: quoteNotFoundHint,
        back: { to: '/admin/quotes', label: texts.quote.back },
      }}
    />
  );
}
