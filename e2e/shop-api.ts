import type { APIRequestContext } from '@playwright/test';
import type { api } from '@printshop/contract';
import { expect, type Member } from './fixtures';
import { PNG } from './images';

/** `data` of an API call that must succeed. */
async function dataOf<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const body = (await (await response).json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

export function productDetail(request: APIRequestContext, productNo: string): Promise<api.ProductDetail> {
  return dataOf(request.get(`/api/product/dtl?productNo=${productNo}`));
}

/** Uploads a design image as the member and answers its URL. */
export async function uploadDesign(
  request: APIRequestContext,
  member: Member,
  name: string,
): Promise<string> {
  const data = await dataOf<{ url: string }>(
    request.post('/api/file/upload', {
      headers: member.headers,
      multipart: { file: { name, mimeType: 'image/png', buffer: PNG } },
    }),
  );
  return data.url;
}

/** Puts one SKU of a product in the member's cart with the given designs, as Add to cart does. */
export async function addToCart(
  request: APIRequestContext,
  member: Member,
  productNo: string,
  skuIndex: number,
  designs: string[],
): Promise<void> {
  const detail = await productDetail(request, productNo);
  const sku = detail.skulist[skuIndex];
  if (!sku) throw new Error(`${productNo} has no SKU ${skuIndex}`);
  await dataOf(
    request.post('/api/cartadvanced/add', {
      headers: member.headers,
      data: { productId: detail.productItem.productId, skucode: sku.skuCode, fileurl: designs.join(',') },
    }),
  );
}

/** The checkout summary the server computes for the member, with an optional coupon. */
export function checkoutSummary(
  request: APIRequestContext,
  member: Member,
  lang: string,
  coupon = '',
): Promise<api.CheckoutSummary> {
  return dataOf(
    request.get(`/api/order/toOrder?lang=${lang}&coupon=${encodeURIComponent(coupon)}`, {
      headers: member.headers,
    }),
  );
}

/** Saves a US delivery address for the member, so checkout opens with it filled in. */
export async function saveDeliveryAddress(request: APIRequestContext, member: Member): Promise<void> {
  await dataOf(
    request.post('/api/memberAddress/add', {
      headers: member.headers,
      form: {
        type: '2',
        email: member.email,
        firstname: 'Robin',
        lastname: 'Tester',
        companyName: '',
        country: 'United States',
        countryCode: 'US',
        province: 'California',
        provinceCode: 'CA',
        city: 'San Francisco',
        postalcode: '94105',
        phone: '415 555 0100',
        address: '1 Market Street',
        remark: '',
      },
    }),
  );
}
