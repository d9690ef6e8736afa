import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { ADDRESS_TYPE, type AddressType, type api, type Lang } from '@printshop/contract';
import { makeFixture } from './database-fixtures';
import type { Member } from './fixtures';

/** `data` of an API call that must succeed. */
export async function apiData<T>(response: APIResponse | Promise<APIResponse>): Promise<T> {
  const body = (await (await response).json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

export interface Sku {
  productId: number;
  skucode: string;
}

/** One SKU of a seeded product. */
export async function skuOf(request: APIRequestContext, productNo: string, index: number): Promise<Sku> {
  const detail = await apiData<api.ProductDetail>(request.get(`/api/product/dtl?productNo=${productNo}`));
  const sku = detail.skulist[index];
  if (!sku) throw new Error(`${productNo} has no SKU ${index}`);
  return { productId: detail.productItem.productId, skucode: sku.skuCode };
}

/** A design image stored as an upload (docs/decisions/080); answers its URL. */
export async function uploadedDesign(request: APIRequestContext): Promise<string> {
  return (await makeFixture(request, 'design', {})).url;
}

/** Puts a SKU in the member's cart with the given designs, as Add to cart does. */
export async function addToCart(
  request: APIRequestContext,
  member: Member,
  sku: Sku,
  designs: string[] = [],
): Promise<void> {
  await apiData(
    request.post('/api/cartadvanced/add', {
      headers: member.headers,
      data: { ...sku, fileurl: designs.join(',') },
    }),
  );
}

/** Sets the quantity of one of the member's cart lines, as the cart's buttons do. */
export async function setQuantity(
  request: APIRequestContext,
  member: Member,
  cartId: number,
  productNum: number,
): Promise<void> {
  await apiData(
    request.post('/api/cartadvanced/edit', { headers: member.headers, form: { id: cartId, productNum } }),
  );
}

export async function cartLines(
  request: APIRequestContext,
  member: Member,
  lang: Lang,
): Promise<api.CartLine[]> {
  const cart = await apiData<{ list: api.CartLine[] }>(
    request.get(`/api/cartadvanced/list?lang=${lang}`, { headers: member.headers }),
  );
  return cart.list;
}

/** The checkout summary the server computes for the member, with an optional coupon. */
export function checkoutSummary(
  request: APIRequestContext,
  member: Member,
  lang: Lang,
  coupon = '',
): Promise<api.CheckoutSummary> {
  return apiData(
    request.get(`/api/order/toOrder?lang=${lang}&coupon=${encodeURIComponent(coupon)}`, {
      headers: member.headers,
    }),
  );
}

/** The member's orders, newest first, as /order lists them with a filter. */
export async function memberOrders(
  request: APIRequestContext,
  member: Member,
  lang: Lang,
  sta = 2,
): Promise<api.OrderSummary[]> {
  const data = await apiData<api.OrderList>(
    request.get(`/api/order/queryOrderList?sta=${sta}&lang=${lang}`, { headers: member.headers }),
  );
  return data.list;
}

/** Where an address is: the Californian one unless told otherwise. */
export interface Place {
  countryCode: string;
  provinceCode: string;
  city: string;
  companyName?: string;
}

const CALIFORNIA: Place = { countryCode: 'US', provinceCode: 'CA', city: 'San Francisco' };

/** Saves the member's billing or delivery address, as the address form does (one of each type). */
export async function saveAddress(
  request: APIRequestContext,
  member: Member,
  type: AddressType,
  place: Place = CALIFORNIA,
): Promise<void> {
  await apiData(
    request.post('/api/memberAddress/add', {
      headers: member.headers,
      form: {
        type: String(type),
        email: member.email,
        firstname: 'Robin',
        lastname: 'Tester',
        companyName: place.companyName ?? '',
        countryCode: place.countryCode,
        provinceCode: place.provinceCode,
        city: place.city,
        postalcode: '94105',
        phone: '415 555 0100',
        address: '1 Market Street',
        remark: '',
      },
    }),
  );
}

/** Saves a Californian delivery address for the member, so checkout opens with it filled in. */
export function saveDeliveryAddress(request: APIRequestContext, member: Member): Promise<void> {
  return saveAddress(request, member, ADDRESS_TYPE.delivery);
}

/** The member's saved addresses, their countries and states named in `lang`. */
export function addressBook(request: APIRequestContext, member: Member, lang: Lang): Promise<api.Address[]> {
  return apiData(request.get(`/api/memberAddress/list?lang=${lang}`, { headers: member.headers }));
}

/**
 * Orders the member's whole cart, as checkout does, to their saved delivery address, and starts
 * paying it; answers the payment about to be made (its order's id, number and amount).
 */
export function orderCart(
  request: APIRequestContext,
  member: Member,
  { coupon = '', remark = '' }: { coupon?: string; remark?: string } = {},
): Promise<api.PaymentIntent> {
  return apiData(
    request.post('/api/pay/tocartcreatepaymentintent', { headers: member.headers, form: { coupon, remark } }),
  );
}

/** Pays an order with a test card of docs/payments.md, as checkout's card form does; answers the call. */
export function payByCard(
  request: APIRequestContext,
  member: Member,
  orderId: number,
  cardNo: string,
): Promise<APIResponse> {
  return request.post('/api/pay/confirm', {
    headers: member.headers,
    data: { orderId, cardNo, validityperiod: '12/39', safetycode: '123' },
  });
}
