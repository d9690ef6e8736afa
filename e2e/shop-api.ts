import type { APIRequestContext, APIResponse } from '@playwright/test';
import { ADDRESS_TYPE, type AddressType, type api, type CallInputOf, type Lang } from '@printshop/contract';
import { callApi, sendCall } from './api-client';
import { makeFixture } from './database-fixtures';
import type { Member } from './fixtures';

export interface Sku {
  productId: number;
  skucode: string;
}

/** One SKU of a seeded product. */
export async function skuOf(request: APIRequestContext, productNo: string, index: number): Promise<Sku> {
  const detail = await callApi(request, 'productDetail', { productNo });
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
  await callApi(request, 'cartAdd', { ...sku, fileurl: designs.join(',') }, member);
}

/** Sets the quantity of one of the member's cart lines, as the cart's buttons do. */
export async function setQuantity(
  request: APIRequestContext,
  member: Member,
  cartId: number,
  productNum: number,
): Promise<void> {
  await callApi(request, 'cartEdit', { id: cartId, productNum }, member);
}

export async function cartLines(
  request: APIRequestContext,
  member: Member,
  lang: Lang,
): Promise<api.CartLine[]> {
  return (await callApi(request, 'cartList', {}, { token: member.token, lang })).list;
}

/** The checkout summary the server computes for the member, with an optional coupon. */
export function checkoutSummary(
  request: APIRequestContext,
  member: Member,
  lang: Lang,
  coupon = '',
): Promise<api.CheckoutSummary> {
  return callApi(request, 'toOrder', { coupon }, { token: member.token, lang });
}

/** The member's orders, newest first, as /order lists them with a filter. */
export async function memberOrders(
  request: APIRequestContext,
  member: Member,
  lang: Lang,
  sta: CallInputOf<'queryOrderList'>['sta'] = 2,
): Promise<api.OrderSummary[]> {
  return (await callApi(request, 'queryOrderList', { sta }, { token: member.token, lang })).list;
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
  await callApi(
    request,
    'addAddress',
    {
      type,
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
    member,
  );
}

/** Saves a Californian delivery address for the member, so checkout opens with it filled in. */
export function saveDeliveryAddress(request: APIRequestContext, member: Member): Promise<void> {
  return saveAddress(request, member, ADDRESS_TYPE.delivery);
}

/** The member's saved addresses, their countries and states named in `lang`. */
export function addressBook(request: APIRequestContext, member: Member, lang: Lang): Promise<api.Address[]> {
  return callApi(request, 'addressList', {}, { token: member.token, lang });
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
  return callApi(request, 'toCartCreatePaymentIntent', { coupon, remark }, member);
}

/** Pays an order with a test card of docs/payments.md, as checkout's card form does; answers the call. */
export function payByCard(
  request: APIRequestContext,
  member: Member,
  orderId: number,
  cardNo: string,
): Promise<APIResponse> {
  return sendCall(
    request,
    'confirmPayment',
    { orderId, cardNo, validityperiod: '12/39', safetycode: '123' },
    member,
  );
}
