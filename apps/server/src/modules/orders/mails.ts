import { type api, formatMoney, type Lang } from '@printshop/contract';
import type { MailMessage } from '../mail/mailer.ts';
import { SHOP_INBOX, type SummaryRow, summaryMail } from '../mail/summary.ts';

const COPY = {
  en: {
    subject: (no: string) => `Your Inkfold Print order ${no}`,
    intro: (name: string) => [
      `Hello ${name},`,
      'Thank you for your order. We start checking your design files as soon as the payment is complete. Here is what you ordered:',
    ],
    outro: ['You can follow every item under My orders in your account.', 'Inkfold Print'],
    labels: {
      orderNo: 'Order number',
      items: 'Items',
      subtotal: 'Subtotal',
      discount: 'Discount',
      tax: 'Tax',
      shipping: 'Shipping',
      total: 'Total',
      shipTo: 'Ship to',
      remark: 'Order remarks',
    },
  },
  zh: {
    subject: (no: string) => `您的墨折印刷订单 ${no}`,
    intro: (name: string) => [
      `${name}，您好：`,
      '感谢您的订购。付款完成后我们会立即开始审核您的设计文件。以下是您的订单内容：',
    ],
    outro: ['您可以在账户的“我的订单”中查看每件商品的进度。', '墨折印刷'],
    labels: {
      orderNo: '订单号',
      items: '商品',
      subtotal: '小计',
      discount: '优惠',
      tax: '税费',
      shipping: '运费',
      total: '合计',
      shipTo: '收货地址',
      remark: '订单备注',
    },
  },
} satisfies Record<Lang, unknown>;

function addressLines(a: api.OrderAddress): string[] {
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
  const copy = COPY[lang];
  const money = (dollars: number) => formatMoney(dollars, lang);
  const items = order.busOrderItemList.map((item) => {
    const options = item.productAttributeVOList.map((a) => `${a.key}: ${a.value}`).join(', ');
    return `${item.productName}${options ? ` (${options})` : ''} × ${item.qty} — ${money(item.subtotalAmount)}`;
  });
  const rows: SummaryRow[] = [
    { label: copy.labels.orderNo, value: order.orderNo },
    { label: copy.labels.items, value: items },
    { label: copy.labels.subtotal, value: money(order.subtotal) },
    {
      label: copy.labels.discount,
      value: order.discount > 0 ? `-${money(order.discount)}${order.coupon ? ` (${order.coupon})` : ''}` : '',
    },
    { label: copy.labels.tax, value: money(order.tax) },
    { label: copy.labels.shipping, value: money(order.deliveryfee) },
    { label: copy.labels.total, value: money(order.totalAmount) },
    { label: copy.labels.shipTo, value: addressLines(order.sAddressbo) },
    { label: copy.labels.remark, value: order.remark },
  ];
  return summaryMail({
    to,
    subject: copy.subject(order.orderNo),
    intro: copy.intro(name),
    rows,
    outro: copy.outro,
    replyTo: SHOP_INBOX,
  });
}
