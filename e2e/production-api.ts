import type { Page } from '@playwright/test';
import type { admin, api, OutputOf } from '@printshop/contract';
import { shopOrigin } from './admin';
import type { Member } from './fixtures';
import { PNG } from './images';
import { addToCart, apiData, saveDeliveryAddress, skuOf, uploadDesign } from './shop-api';

export interface PlacedItem {
  orderId: number;
  itemId: number;
}

/**
 * Places an order of one business card with a design through the API, as checkout does, and
 * pays it with the test card that succeeds (docs/payments.md) unless it is to stay on hold.
 */
export async function placeOrder(page: Page, member: Member, paid: boolean): Promise<PlacedItem> {
  const { request } = page;
  await saveDeliveryAddress(request, member);
  await addToCart(request, member, await skuOf(request, 'BC-1001', 0), [await uploadDesign(request)]);
  const intent = await apiData<api.PaymentIntent>(
    request.post('/api/pay/tocartcreatepaymentintent', { headers: member.headers, form: { remark: '' } }),
  );
  if (paid) {
    await apiData(
      request.post('/api/pay/confirm', {
        headers: member.headers,
        data: {
          orderId: intent.orderId,
          cardNo: '4242424242424242',
          validityperiod: '12/40',
          safetycode: '123',
        },
      }),
    );
  }
  const detail = await apiData<api.OrderDetail>(
    request.get(`/api/order/getOrderDtl?orderId=${intent.orderId}`, { headers: member.headers }),
  );
  return { orderId: intent.orderId, itemId: detail.dtl.id };
}

/**
 * Sends the next proof of an item as staff, with a PNG: the page must be logged in as a member of
 * the production role (loginAsStaff), whose cookie page.request carries.
 */
export function sendProof(
  page: Page,
  itemId: number,
  message: string,
): Promise<OutputOf<typeof admin.sendProof>> {
  return apiData(
    page.request.post(`/api/admin/items/${itemId}/proofs`, {
      headers: { origin: shopOrigin() },
      multipart: { message, file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
}

/** Moves an item one step as staff (approve-files, print, deliver; ship takes its carrier and number). */
export async function moveItem(
  page: Page,
  itemId: number,
  move: 'approve-files' | 'print' | 'ship' | 'deliver',
  data: object = {},
): Promise<void> {
  await apiData(
    page.request.post(`/api/admin/items/${itemId}/${move}`, { headers: { origin: shopOrigin() }, data }),
  );
}
