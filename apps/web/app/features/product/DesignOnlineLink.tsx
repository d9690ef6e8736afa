import { useTranslation } from '~/i18n/use-translation';
import { designHref } from '~/lib/links';
import { PenIcon } from '~/ui/icons';

/** Beside the upload: the way to the online editor, for a customer who has no file yet. */
export function DesignOnlineLink({ productNo }: { productNo: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={designHref(productNo)}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-navy/20 px-6 font-semibold hover:bg-sand"
      >
        <PenIcon />
        {t('storefront.product.designOnline')}
      </a>
      <p className="text-sm text-navy/70">{t('storefront.product.designOnlineHint')}</p>
    </div>
  );
}
