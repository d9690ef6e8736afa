/**
 * The order calls the pages make from the browser, as plain paths: the contract's endpoint
 * objects carry zod, which the browser should not download. order-api.test.ts keeps them equal.
 */
export const ORDER_API = {
  queryOrderList: '/api/order/queryOrderList',
  getOrderDetail: '/api/order/getOrderDtl',
} as const;
