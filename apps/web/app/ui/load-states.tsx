import { useTranslation } from '~/i18n/use-translation';

/** Grey bars in the shape of a form, while a page's data is on its way. */
export function FormSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid animate-pulse gap-5">
      <span className="sr-only">{t('accountPages.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={index} className="grid gap-2">
          <div className="h-4 w-32 rounded bg-sand-200" />
          <div className="h-11 rounded-lg bg-sand" />
        </div>
      ))}
      <div className="h-12 w-40 rounded-full bg-sand-200" />
    </div>
  );
}

/** What a page shows when its data did not load; the API client already handles a lost session. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-coral-100 p-5 text-sm">
      <p className="font-semibold">{t('accountPages.loadFailed')}</p>
      {message ? <p>{message}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full border border-navy/20 bg-white px-4 py-2 font-semibold hover:bg-sand"
      >
        {t('accountPages.retry')}
      </button>
    </div>
  );
}
