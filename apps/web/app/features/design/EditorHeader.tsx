import type { api } from '@printshop/contract';
import { CartLink } from '~/features/cart/CartLink';
import { LanguageSwitch } from '~/features/layout/LanguageSwitch';
import { useTranslation } from '~/i18n/use-translation';
import { productHref } from '~/lib/links';
import { ChevronLeftIcon } from '~/ui/icons';
import { Logo } from '~/ui/Logo';

/** The editor's slim header: the shop's logo, what is being designed at what size, the way back, the language, the cart. */
export function EditorHeader({ product }: { product: api.DesignProduct }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-navy/10 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:gap-4 sm:px-6">
        <Logo className="max-sm:[&>span]:hidden" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h1 className="truncate text-base font-bold sm:text-lg">
            {t('designEditor.title', { product: product.name })}
          </h1>
          <p className="flex flex-wrap gap-x-3 text-xs text-navy/70">
            <span>
              {t('designEditor.size', {
                width: product.trimWidthMm,
                height: product.trimHeightMm,
                bleed: product.bleedMm,
              })}
            </span>
            <a
              href={productHref(product.productNo)}
              className="inline-flex items-center gap-0.5 font-semibold text-teal-700 hover:underline"
            >
              <ChevronLeftIcon width={14} height={14} />
              {t('designEditor.back', { product: product.name })}
            </a>
          </p>
        </div>
        <LanguageSwitch tone="light" />
        <CartLink />
      </div>
    </header>
  );
}
