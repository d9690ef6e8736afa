import type { api, Endpoint, InputOf, OutputOf } from '@printshop/contract';
import type { z } from 'zod';

/** What a call needs at run time: where it goes and how its input travels. */
export type WebEndpoint = Pick<Endpoint, 'method' | 'path' | 'body'>;

/**
 * The contract's endpoints the browser calls. The endpoint objects carry their zod schemas, and
 * importing one into a component would ship zod to every browser; this table holds all a call
 * needs, and api-endpoints.test.ts keeps it equal to the contract. Inputs and outputs are typed
 * from the contract (type-only imports), so a page never names a path or picks a type itself.
 */
export const WEB_ENDPOINTS = {
  addAddress: { method: 'POST', path: '/api/memberAddress/add', body: 'form' },
  addQuote: { method: 'POST', path: '/api/quotation/add', body: 'json' },
  addSuggestion: { method: 'POST', path: '/api/member/addSuggestion', body: 'json' },
  addressList: { method: 'GET', path: '/api/memberAddress/list' },
  approveProof: { method: 'POST', path: '/api/order/approveProof', body: 'json' },
  blogList: { method: 'GET', path: '/api/printingKnowledge/printingknowledgelist' },
  blogListByType: { method: 'GET', path: '/api/printingKnowledge/queryprintingknowledgelist' },
  cartAdd: { method: 'POST', path: '/api/cartadvanced/add', body: 'json' },
  cartDelete: { method: 'POST', path: '/api/cartadvanced/del', body: 'form' },
  cartEdit: { method: 'POST', path: '/api/cartadvanced/edit', body: 'form' },
  cartList: { method: 'GET', path: '/api/cartadvanced/list' },
  cartQty: { method: 'GET', path: '/api/cartadvanced/querycartqty' },
  categoryIntoData: { method: 'GET', path: '/api/product/intodata' },
  confirmPayment: { method: 'POST', path: '/api/pay/confirm', body: 'json' },
  createOrder: { method: 'POST', path: '/api/order/createOrder', body: 'json' },
  createPaymentIntent: { method: 'POST', path: '/api/pay/create-payment-intent/', body: 'form' },
  editAccount: { method: 'GET', path: '/api/member/edit-account' },
  forgotPassword: { method: 'POST', path: '/api/member/forgotpassword', body: 'form' },
  getOrderDetail: { method: 'GET', path: '/api/order/getOrderDtl' },
  login: { method: 'POST', path: '/api/token/login', body: 'form' },
  logout: { method: 'POST', path: '/api/member/logout', body: 'form' },
  newPassword: { method: 'POST', path: '/api/member/newpassword', body: 'form' },
  paymentConfig: { method: 'GET', path: '/api/pay/config' },
  queryOrderList: { method: 'GET', path: '/api/order/queryOrderList' },
  queryRegion: { method: 'GET', path: '/api/memberAddress/queryregion' },
  register: { method: 'POST', path: '/api/token/register', body: 'form' },
  requestChanges: { method: 'POST', path: '/api/order/requestChanges', body: 'json' },
  toOrder: { method: 'GET', path: '/api/order/toOrder' },
  updateAccount: { method: 'POST', path: '/api/member/updateaccount', body: 'form' },
  updateAddress: { method: 'POST', path: '/api/memberAddress/updateMemberAddress', body: 'form' },
  updatePassword: { method: 'POST', path: '/api/member/updatepws', body: 'form' },
  uploadFile: { method: 'POST', path: '/api/file/upload', body: 'multipart' },
} as const satisfies { [Name in keyof typeof api]?: WebEndpoint };

type WebEndpoints = typeof WEB_ENDPOINTS;

/** The calls made with a JSON, form or query input; an upload sends its file itself. */
export type WebCall = {
  [Name in keyof WebEndpoints]: WebEndpoints[Name] extends { body: 'multipart' } ? never : Name;
}[keyof WebEndpoints];

/**
 * What a caller sends, from the schema's input and parsed types: the input, except where zod
 * types it `unknown` (a number read from a form or query, `numberFromForm`, also as a list's
 * items), which takes the type it is parsed to.
 */
type Sent<In, Parsed> = unknown extends In
  ? Parsed
  : In extends readonly (infer Item)[]
    ? Sent<Item, Parsed extends readonly (infer ParsedItem)[] ? ParsedItem : never>[]
    : In extends object
      ? { [Key in keyof In]: Sent<In[Key], Key extends keyof Parsed ? Parsed[Key] : never> }
      : In;

/** The input a client sends to an endpoint (loaders and the browser alike). */
export type SentInputOf<E extends Endpoint> = Sent<z.input<E['input']>, InputOf<E>>;

export type CallInput<Name extends keyof WebEndpoints> = SentInputOf<(typeof api)[Name]>;
export type CallOutput<Name extends keyof WebEndpoints> = OutputOf<(typeof api)[Name]>;

/** A call's input argument, which may be left out when an empty object would do. */
export type InputArgs<Input> = Record<never, never> extends Input ? [input?: Input] : [input: Input];

export type CallArgs<Name extends WebCall> = InputArgs<CallInput<Name>>;
