import { useTranslation } from '~/i18n/use-translation';

/** Grey cards in the shape of orders while they load. */
export function OrderSkeleton({ cards = 2 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid animate-pulse gap-5">
      <span className="sr-only">{t('ordersPage.loading')}</span>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={index} className="overflow-hidden rounded-2xl border border-navy/10 bg-white">
          <div className="grid gap-2 bg-sand/60 px-6 py-4">
            <div className="h-5 w-56 max-w-full rounded bg-sand-200" />
            <div className="h-4 w-32 rounded bg-sand-200" />
          </div>
          <div className="flex gap-4 px-6 py-5">
            <div className="size-20 shrink-0 rounded-xl bg-sand" />
            <div className="grid flex-1 content-start gap-2">
              <div className="h-5 w-48 max-w-full rounded bg-sand-200" />
              <div className="h-4 w-64 max-w-full rounded bg-sand" />
              <div className="h-5 w-24 rounded-full bg-sand" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
