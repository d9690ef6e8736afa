import { formatMoney, type ShipPromise } from '@printshop/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { LockIcon } from '~/ui/icons';
import { ShipByNote } from '~/ui/ShipByNote';

const SUMMARY_TITLE_ID = 'cart-summary-title';

interface CartSummaryProps {
  /** Dollars. */
  subtotal: number;
  /** When the cart ships if ordered now. */
  shipBy: ShipPromise | null;
  /** Whether a quantity is still on its way to the server. */
  isSaving: () => boolean;
  /** Resolves once it has arrived. */
  settled: () => Promise<void>;
}

/** Subtotal, Checkout now and Continue shopping (docs/product.md#screens). */
export function CartSummary({ subtotal, shipBy, isSaving, settled }: CartSummaryProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();

  // Leaving the page would cancel a quantity save, and checkout would show the old quantity.
  const checkout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isSaving()) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    settled().then(() => window.location.assign(href));
  };

  return (
    <aside
      aria-labelledby={SUMMARY_TITLE_ID}
      className="grid content-start gap-4 rounded-2xl border border-navy/10 bg-white p-5 shadow-sm sm:p-6 desktop:max-xl:w-96 desktop:max-xl:justify-self-end xl:sticky xl:top-6"
    >
      <h2 id={SUMMARY_TITLE_ID} className="text-lg font-bold tracking-tight">
        {t('cartPage.summary.title')}
      </h2>
      <dl className="flex items-baseline justify-between gap-4 border-t border-navy/10 pt-4">
        <dt className="font-semibold">{t('cartPage.summary.subtotal')}</dt>
        <dd data-testid="cart-subtotal" aria-live="polite" className="text-2xl font-extrabold tabular-nums">
          {formatMoney(subtotal, lang)}
        </dd>
      </dl>
      {shipBy ? <ShipByNote promise={shipBy} /> : null}
      <p className="text-sm text-navy/70">{t('cartPage.summary.note')}</p>
      <a
        href="/checkout"
        onClick={checkout}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-coral px-6 font-bold text-navy transition-colors hover:bg-[#ff836f]"
      >
        <LockIcon width={18} height={18} />
        {t('cartPage.summary.checkout')}
      </a>
      <a
        href="/"
        className="inline-flex h-12 items-center justify-center rounded-full border border-navy/20 px-6 font-semibold transition-colors hover:bg-sand"
      >
        {t('cartPage.summary.continue')}
      </a>
    </aside>
  );
}
