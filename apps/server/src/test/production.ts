import { admin, api, type Lang } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { TEST_CARDS } from '../modules/payments/test-provider.ts';
import { call } from './http.ts';
import { newMember, placeTestOrder, putInCart, saveTestAddress, skuOf, type TestMember } from './shop.ts';
import type { TestStaff } from './staff.ts';

/** One order item of a new member's new order, as the production line tests start from. */
export interface OrderedItem {
  member: TestMember;
  orderId: number;
  orderNo: string;
  itemId: number;
}

interface OrderedItemsOptions {
  lang?: string;
  items?: number;
  /** Whose order it is: a new member's unless given. */
  member?: TestMember;
  /** The design file of every item: a made-up upload path unless given. */
  design?: string;
  /** The product every item is of: business cards (BC-1001) unless given. */
  productNo?: string;
}

/** An unpaid order of `items` business cards (one item each, or of `productNo`), a new member's unless told. */
export async function orderedItems(
  db: Database,
  { lang = 'en', items = 1, member: orderedBy, design, productNo = 'BC-1001' }: OrderedItemsOptions = {},
): Promise<OrderedItem[]> {
  const member = orderedBy ?? (await newMember(db, lang as Lang));
  await saveTestAddress(db, member.id);
  const lines = [];
  for (let index = 0; index < items; index++) {
    const cartId = await putInCart(db, member.id, await skuOf(db, productNo, index), 1, [
      design ?? `/uploads/${'a'.repeat(31)}${index}.png`,
    ]);
    lines.push({ cartId, productNum: 1 });
  }
  const order = await placeTestOrder(db, member, lines, lang as Lang);
  return order.busOrderItemList.map((item) => ({
    member,
    orderId: order.id,
    orderNo: order.orderNo,
    itemId: item.id,
  }));
}

/** Pays the order with the built-in provider's test card, as checkout does. */
export async function payTestOrder(app: FastifyInstance, member: TestMember, orderId: number): Promise<void> {
  const card = { cardNo: TEST_CARDS.succeeds, validityperiod: '12/40', safetycode: '123' };
  const paid = await call(app, api.confirmPayment, { orderId, ...card }, { token: member.token });
  if (paid.status !== 200) throw new Error(`test payment failed: ${paid.msg}`);
}

/** The staff moves that take a new item to `state`, in order. */
const PATH: [admin.ItemState, (itemId: number) => [typeof admin.approveFiles, object]][] = [
  ['approved', (itemId) => [admin.approveFiles, { itemId }]],
  ['printing', (itemId) => [admin.printItem, { itemId }]],
  ['shipped', (itemId) => [admin.shipItem, { itemId, carrier: 'UPS', trackingNo: '1Z999' }]],
  ['delivered', (itemId) => [admin.deliverItem, { itemId }]],
];

/** Moves an item from awaiting_review along the line until it is in `state` (printing needs it paid). */
export async function advanceItem(
  app: FastifyInstance,
  staff: TestStaff,
  itemId: number,
  state: admin.ItemState,
): Promise<void> {
  for (const [reached, step] of PATH) {
    const [endpoint, input] = step(itemId);
    const res = await call(app, endpoint, input as { itemId: number }, { headers: staff.headers });
    if (res.status !== 200) throw new Error(`moving to ${reached}: ${res.status} ${res.msg}`);
    if (reached === state) return;
  }
}

/** A new order's one item, paid and moved along the line to `state` by `staff` (production). */
export async function itemInState(
  app: FastifyInstance,
  staff: TestStaff,
  state: admin.ItemState,
  options: OrderedItemsOptions = {},
): Promise<OrderedItem> {
  const [item] = await orderedItems(app.db, options);
  await payTestOrder(app, item!.member, item!.orderId);
  await advanceItem(app, staff, item!.itemId, state);
  return item!;
}
