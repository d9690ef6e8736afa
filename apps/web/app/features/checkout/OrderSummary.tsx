import { type api, formatMoney } from '@printshop/contract';
import { lineTotal } from '~/features/cart/totals';
import { useTranslation } from '~/i18n/use-translation';
import { formatShortDay } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { Img } from '~/ui/Img';
import { LockIcon } from '~/ui/icons';
import { ShipByNote } from '~/ui/ShipByNote';
import { CouponBox } from './CouponBox';

interface OrderSummaryProps {
  summary: api.CheckoutSummary;
  onApplyCoupon: (code: string) => Promise<boolean>;
  onRemoveCoupon: () => void;
}

/** The right-hand order summary: every amount as the server computed it. */
export function OrderSummary({ summary, onApplyCoupon, onRemoveCoupon }: OrderSummaryProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const money = (dollars: number) => formatMoney(dollars, lang);
  const rows: (readonly [string, string])[] = [
    [t('checkoutPage.summary.subtotal'), money(summary.totalPrice)],
    ...(summary.discount > 0 && summary.coupon
      ? ([
          [t('checkoutPage.summary.discount', { code: summary.coupon }), `−${money(summary.discount)}`],
        ] as const)
      : []),
    [t('checkoutPage.summary.tax'), money(summary.tax)],
    [
      t('checkoutPage.summary.shipping'),
      summary.deliveryfee === 0 && summary.memberAddress
        ? t('checkoutPage.summary.free')
        : money(summary.deliveryfee),
    ],
  ];

  return (
    <section
      aria-labelledby="order-summary-title"
      className="grid gap-5 rounded-2xl border border-navy/10 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-summary-title" className="text-lg font-bold">
        {t('checkoutPage.summary.title')}
      </h2>
      <ul className="grid gap-4">
        {summary.cartAdvancedList.map((line) => (
          <li key={line.id} className="flex gap-3">
            <span className="relative shrink-0">
              <Img
                src={line.productImg}
                alt=""
                width={64}
                height={64}
                sizes="64px"
                className="size-16 rounded-lg border border-navy/10 object-cover"
              />
              <span className="absolute -top-2 -right-2 min-w-5 rounded-full bg-navy px-1.5 text-center text-xs leading-5 font-bold text-white">
                {line.productNum}
              </span>
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{line.productName}</p>
              <p className="text-navy/70">{t('checkoutPage.summary.quantity', { count: line.productNum })}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-navy/70">
                {line.parsedSkuAttrs.map((attribute) => (
                  <div key={attribute.key} className="contents">
                    <dt>{attribute.key}:</dt>
                    <dd className="min-w-0 break-words">{attribute.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <p className="shrink-0 text-sm font-semibold">{money(lineTotal(line))}</p>
          </li>
        ))}
      </ul>
      <CouponBox applied={summary.coupon} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
      <dl className="grid gap-2 border-t border-navy/10 pt-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-navy/75">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-navy/10 pt-3 text-base font-bold">
          <dt>{t('checkoutPage.summary.total')}</dt>
          <dd data-testid="checkout-total">{money(summary.total)}</dd>
        </div>
      </dl>
      {summary.shipBy ? (
        <div className="grid gap-1">
          <ShipByNote promise={summary.shipBy} />
          {summary.delivery ? (
            <p data-testid="delivery-window" className="pl-6.5 text-sm text-navy/75">
              {t('storefront.shipBy.arrives', {
                from: formatShortDay(summary.delivery.from, lang),
                to: formatShortDay(summary.delivery.to, lang),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="flex items-center gap-2 text-xs text-teal-700">
        <LockIcon width={16} height={16} className="shrink-0" />
        {t('checkoutPage.summary.secure')}
      </p>
    </section>
  );
}
