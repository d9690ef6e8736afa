/**
 * Paths of the contract's endpoints that pages call from the browser. The endpoint objects
 * carry their zod schemas, and importing one into a component would ship zod to every
 * browser; these strings are all a browser call needs. api-paths.test.ts keeps them equal to
 * the contract's.
 */
export const API_PATH = {
  blogList: '/api/printingKnowledge/printingknowledgelist',
  blogListByType: '/api/printingKnowledge/queryprintingknowledgelist',
  categoryIntoData: '/api/product/intodata',
  addQuote: '/api/quotation/add',
  addSuggestion: '/api/member/addSuggestion',
  uploadFile: '/api/file/upload',
  queryOrderList: '/api/order/queryOrderList',
  getOrderDetail: '/api/order/getOrderDtl',
  addAddress: '/api/memberAddress/add',
  addressList: '/api/memberAddress/list',
  cartAdd: '/api/cartadvanced/add',
  cartDelete: '/api/cartadvanced/del',
  cartEdit: '/api/cartadvanced/edit',
  cartList: '/api/cartadvanced/list',
  cartQty: '/api/cartadvanced/querycartqty',
  confirmPayment: '/api/pay/confirm',
  createOrder: '/api/order/createOrder',
  createPaymentIntent: '/api/pay/create-payment-intent/',
  editAccount: '/api/member/edit-account',
  forgotPassword: '/api/member/forgotpassword',
  login: '/api/token/login',
  logout: '/api/member/logout',
  newPassword: '/api/member/newpassword',
  paymentConfig: '/api/pay/config',
  queryRegion: '/api/memberAddress/queryregion',
  register: '/api/token/register',
  toOrder: '/api/order/toOrder',
  updateAccount: '/api/member/updateaccount',
  updateAddress: '/api/memberAddress/updateMemberAddress',
  updatePassword: '/api/member/updatepws',
} as const;
