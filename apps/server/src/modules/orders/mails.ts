import { type api, formatMoney, type Lang } from '@printshop/contract';
import { interpolate } from '../../i18n/interpolate.ts';
import { mailCopy } from '../../i18n/mail-copy.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { SHOP_INBOX, type SummaryRow, summaryMail } from '../mail/summary.ts';

/** An address as a postal label, a line each: name, company, street, place, country, phone. */
export function addressLines(a: api.OrderAddress): string[] {
  return [
    `${a.firstname} ${a.lastname}`,
    a.companyName,
    [a.address, a.remark].filter(Boolean).join(', '),
    [a.city, a.province, a.postalcode].filter(Boolean).join(', '),
    a.country,
    a.phone,
  ].filter(Boolean);
}

/** The order confirmation, in the language the member ordered in. */
export function orderConfirmationMail(
  to: string,
  name: string,
  order: api.OrderSummary,
  lang: Lang,
): MailMessage {
  const copy = mailCopy(lang);
  const { labels } = copy.order;
  const money = (dollars: number) => formatMoney(dollars, lang);
  const items = order.busOrderItemList.map((item) => {
    const options = item.productAttributeVOList.map((a) => `${a.key}: ${a.value}`).join(', ');
    return `${item.productName}${options ? ` (${options})` : ''} × ${item.qty} — ${money(item.subtotalAmount)}`;
  });
  const rows: SummaryRow[] = [
    { label: labels.orderNo, value: order.orderNo },
    { label: labels.items, value: items },
    { label: labels.subtotal, value: money(order.subtotal) },
    {
      label: labels.discount,
      value: order.discount > 0 ? `-${money(order.discount)}${order.coupon ? ` (${order.coupon})` : ''}` : '',
    },
    { label: labels.tax, value: money(order.tax) },
    { label: labels.shipping, value: money(order.deliveryfee) },
    { label: labels.total, value: money(order.totalAmount) },
    { label: labels.shipTo, value: addressLines(order.sAddressbo) },
    { label: labels.remark, value: order.remark },
  ];
  return summaryMail({
    to,
    subject: interpolate(copy.order.subject, { orderNo: order.orderNo }),
    intro: [interpolate(copy.hello, { name }), copy.order.intro],
    rows,
    outro: [copy.order.outro, copy.signature],
    replyTo: SHOP_INBOX,
  });
}
