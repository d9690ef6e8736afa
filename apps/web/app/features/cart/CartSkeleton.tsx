import { useTranslation } from '~/i18n/use-translation';

/** Grey blocks in the shape of the cart while its lines are on their way. */
export function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="grid animate-pulse gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <span className="sr-only">{t('cartPage.loading')}</span>
      <div className="grid gap-5 rounded-2xl border border-navy/10 bg-white p-5">
        {[0, 1].map((row) => (
          <div key={row} className="flex gap-4">
            <div className="size-18 shrink-0 rounded-xl bg-sand desktop:size-20" />
            <div className="grid flex-1 content-start gap-2">
              <div className="h-5 w-2/3 rounded bg-sand-200" />
              <div className="h-4 w-1/2 rounded bg-sand" />
              <div className="h-4 w-1/3 rounded bg-sand" />
            </div>
          </div>
        ))}
      </div>
      <div className="grid content-start gap-4 rounded-2xl border border-navy/10 bg-white p-5">
        <div className="h-6 w-32 rounded bg-sand-200" />
        <div className="h-8 rounded bg-sand" />
        <div className="h-12 rounded-full bg-sand-200" />
      </div>
    </div>
  );
}
