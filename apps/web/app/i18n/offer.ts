import type { Messages } from './messages';

/** /quotes/offer: the offer on a custom quote, opened from its mail, and its acceptance. */
export const offerEn = {
  title: 'Your offer',
  heading: 'Our offer for your quote {{reference}}',
  intro: 'Here is what we offer for your custom quote. Accept it to place the order, then pay online.',
  validUntil: 'Valid through {{day}}',
  message: 'Our message',
  lines: {
    label: 'What we offer',
    item: 'Item',
    quantity: 'Quantity',
    price: 'Price',
  },
  total: 'Total',
  estimate: 'Tax and shipping follow your delivery address: log in to see them for yours.',
  account: {
    title: 'Accept this offer',
    body: 'Log in or create an account to accept the offer. You come right back to this page.',
    login: 'Log in',
    register: 'Create an account',
  },
  address: {
    title: 'Ship to',
    change: 'Change',
    keep: 'Keep this address',
    add: 'Where should we ship your order?',
  },
  accept: 'Accept and pay {{amount}}',
  accepting: 'Placing your order…',
  acceptHint: 'Accepting places your order; you pay it with your card in the next step.',
  accepted: {
    title: 'Offer accepted',
    unpaid: 'Your order {{orderNo}} ({{amount}}) waits for its payment.',
    paid: 'Your order {{orderNo}} is paid: we check your files next.',
    view: 'See the order',
    other: 'This offer has already been accepted.',
  },
  notFound: {
    title: 'This offer link does not work',
    body: 'A newer offer may have replaced it: please use the link in our latest email. If you cannot find it, write to us.',
  },
  expired: {
    title: 'This offer has expired',
    body: 'An offer can be accepted until the last day it names. Write to us and we will gladly make you a new one.',
  },
  askQuote: 'Ask for a new quote',
  contact: 'Contact us',
  description: 'Your offer from Inkfold Print on your custom quote.',
} as const;

export const offerZh: Messages['offerPage'] = {
  title: '您的报价',
  heading: '询价 {{reference}} 的报价',
  intro: '以下是我们对您定制询价的报价。接受报价即可下单，然后在线付款。',
  validUntil: '有效期至 {{day}}',
  message: '我们的留言',
  lines: {
    label: '报价内容',
    item: '项目',
    quantity: '数量',
    price: '价格',
  },
  total: '合计',
  estimate: '税费和运费按您的收货地址计算：登录后即可查看。',
  account: {
    title: '接受此报价',
    body: '请登录或注册账户以接受报价，完成后将返回此页面。',
    login: '登录',
    register: '注册账户',
  },
  address: {
    title: '收货地址',
    change: '修改',
    keep: '使用此地址',
    add: '您的订单寄往何处？',
  },
  accept: '接受并支付 {{amount}}',
  accepting: '正在下单…',
  acceptHint: '接受报价即下单，下一步用银行卡付款。',
  accepted: {
    title: '已接受报价',
    unpaid: '您的订单 {{orderNo}}（{{amount}}）正在等待付款。',
    paid: '您的订单 {{orderNo}} 已付款：我们接下来会检查您的文件。',
    view: '查看订单',
    other: '此报价已被接受。',
  },
  notFound: {
    title: '此报价链接无效',
    body: '它可能已被新的报价取代：请使用我们最新邮件中的链接。如果找不到，请联系我们。',
  },
  expired: {
    title: '此报价已过期',
    body: '报价须在其注明的最后一天之前接受。请联系我们，我们很乐意为您重新报价。',
  },
  askQuote: '重新询价',
  contact: '联系我们',
  description: '墨折印刷对您定制询价的报价。',
};
