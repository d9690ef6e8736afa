import type { Lang } from '@printshop/contract';

/**
 * The column headers of the back office's order export, in its columns' order; `{{zone}}` is the
 * shop's time zone, the one its times are written in.
 */
export const ORDER_CSV_HEADERS = {
  orderNo: { en: 'Order number', zh: '订单号' },
  createTime: { en: 'Placed ({{zone}})', zh: '下单时间（{{zone}}）' },
  paidTime: { en: 'Paid ({{zone}})', zh: '付款时间（{{zone}}）' },
  paymentStatus: { en: 'Payment', zh: '付款状态' },
  cancelled: { en: 'Cancelled', zh: '已取消' },
  email: { en: 'Customer email', zh: '客户邮箱' },
  customer: { en: 'Customer name', zh: '客户姓名' },
  itemCount: { en: 'Items', zh: '商品数' },
  products: { en: 'Products', zh: '商品' },
  states: { en: 'Item states', zh: '商品状态' },
  late: { en: 'Late', zh: '已逾期' },
  total: { en: 'Total (USD)', zh: '总额（美元）' },
  shipTo: { en: 'Ship to', zh: '收货人' },
  company: { en: 'Company', zh: '公司' },
  street: { en: 'Street address', zh: '街道地址' },
  city: { en: 'City', zh: '城市' },
  province: { en: 'State/province', zh: '州/省' },
  postalcode: { en: 'Zip code', zh: '邮政编码' },
  country: { en: 'Country/region', zh: '国家/地区' },
  phone: { en: 'Phone', zh: '电话' },
} as const satisfies Record<string, Record<Lang, string>>;

export type OrderCsvColumn = keyof typeof ORDER_CSV_HEADERS;
