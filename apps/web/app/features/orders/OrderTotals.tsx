import { type api, formatMoney } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';

type Totals = Pick<
  api.OrderDetail['orderMain'],
  'subtotal' | 'discount' | 'coupon' | 'tax' | 'deliveryfee' | 'totalAmount'
>;

/** Subtotal, discount (with its coupon) when there is one, tax, shipping and the total paid. */
export function OrderTotals({ order }: { order: Totals }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const money = (dollars: number) => formatMoney(dollars, lang);
  const rows: [string, string][] = [[t('ordersPage.detail.subtotal'), money(order.subtotal)]];
  if (order.discount > 0) {
    rows.push([
      order.coupon
        ? t('ordersPage.detail.discountCode', { code: order.coupon })
        : t('ordersPage.detail.discount'),
      `−${money(order.discount)}`,
    ]);
  }
  rows.push(
    [t('ordersPage.detail.tax'), money(order.tax)],
    [t('ordersPage.detail.shipping'), money(order.deliveryfee)],
  );
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-navy/75">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-navy/10 pt-3 text-base font-bold">
        <dt>{t('ordersPage.detail.total')}</dt>
        <dd data-testid="order-total">{money(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}
