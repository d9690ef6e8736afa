import { createHash, randomInt } from 'node:crypto';
import { ADDRESS_TYPE, admin, type api, CODE, type Lang, ORDER_STAGE, timesQty } from '@printshop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { findStoredAddress, type StoredAddress } from '../addresses/service.ts';
import { lockCart, pricedLines, removeLines, subtotalCents } from '../cart/service.ts';
import type { SkuDescription } from '../catalog/service.ts';
import { accountDetail, rememberLanguage } from '../identity/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendAll } from '../mail/summary.ts';
import { priceOrder } from './checkout.ts';
import { orderSummaries } from './history.ts';
import { setDueDates } from './items.ts';
import { orderConfirmationMail } from './mails.ts';
import type { Totals } from './pricing.ts';
import { redeemCoupon, requirePayableTotal } from './rules.ts';
import { type AddressSnapshot, orderItems, orders } from './tables.ts';

/** A cart line as it enters an order: what makes the idempotency key, and what is priced. */
export interface OrderLine {
  cartLineId: number | null;
  qty: number;
  files: string[];
  sku: SkuDescription;
}

/**
 * One order per member and set of cart lines in a given state: SHA-256 over the member and the
 * sorted (cart line, quantity, SKU, files) tuples. A double click, a retry and 20 concurrent
 * calls for the same cart all yield this key.
 */
export function idempotencyKey(
  memberId: number,
  lines: { cartId: number; qty: number; skuId: number; files: string[] }[],
): string {
  const tuples = lines
    .map((l) => [l.cartId, l.qty, l.skuId, [...l.files].sort()] as const)
    .sort((a, b) => a[0] - b[0]);
  return createHash('sha256')
    .update(JSON.stringify([memberId, tuples]))
    .digest('hex');
}

/** `IP` + the UTC date + 6 random digits; uniqueness is enforced by the table and retried on. */
function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `IP${date}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The address as the order keeps it: its places by code, never by names in one language. */
export function snapshotAddress(
  address: StoredAddress & Partial<Pick<api.Address, 'country' | 'province'>>,
): AddressSnapshot {
  const { id: _id, type: _type, country: _country, province: _province, ...snapshot } = address;
  return snapshot;
}

interface NewOrder {
  memberId: number;
  lines: OrderLine[];
  delivery: AddressSnapshot;
  billing: AddressSnapshot | null;
  totals: Totals;
  couponCode: string | null;
  remark: string;
  idempotencyKey: string;
  /** The language the customer shops in; their mails about the order follow it. */
  lang: Lang;
  /** Seeds only: a past order, already paid, with items further along (those shipped by `shipment`). */
  createdAt?: Date;
  paymentStatus?: api.PaymentStatus;
  /** When it was paid, and the shop's time zone its items' ship-by days count in. */
  paid?: { at: Date; timeZone: string } | null;
  states?: admin.ItemState[];
  shipment?: { carrier: string; trackingNo: string };
}

/** The state columns of a new item: its sta follows its state, and a shipped item has its shipment. */
function itemState(state: admin.ItemState, shipment: NewOrder['shipment']) {
  const shipped = admin.stageOf(state) === ORDER_STAGE.shipping;
  return { state, stage: admin.stageOf(state), ...(shipped ? shipment : {}) };
}

/** Writes an order and its items as priced; the attributes are kept in every language. */
export async function insertOrder(tx: Db, order: NewOrder): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(order.createdAt),
      memberId: order.memberId,
      paymentStatus: order.paymentStatus ?? 'pending',
      subtotalCents: order.totals.subtotalCents,
      discountCents: order.totals.discountCents,
      taxCents: order.totals.taxCents,
      shippingCents: order.totals.shippingCents,
      totalCents: order.totals.totalCents,
      couponCode: order.couponCode,
      remark: order.remark,
      shippingAddress: order.delivery,
      billingAddress: order.billing,
      idempotencyKey: order.idempotencyKey,
      lang: order.lang,
      paidAt: order.paid?.at ?? null,
      ...(order.createdAt ? { createdAt: order.createdAt } : {}),
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await tx.insert(orderItems).values(
    order.lines.map((line, index) => ({
      orderId,
      cartLineId: line.cartLineId,
      productId: line.sku.productId,
      skuId: line.sku.skuId,
      productNo: line.sku.productNo,
      productName: line.sku.productName,
      productImg: line.sku.productImg,
      attributes: line.sku.attributes,
      files: line.files,
      qty: line.qty,
      unitPriceCents: line.sku.priceCents,
      subtotalCents: timesQty(line.sku.priceCents, line.qty),
      ...itemState(order.states?.[index] ?? 'awaiting_review', order.shipment),
    })),
  );
  if (order.paid) await setDueDates(tx, orderId, order.paid.timeZone);
  return orderId;
}

export interface PlaceOrderInput {
  /** The cart lines to order with the quantities the shopper saw. */
  lines: { cartId: number; productNum: number }[];
  coupon?: string;
  remark: string;
}

/**
 * The order an earlier identical call made from these cart lines (they are gone from the cart
 * once ordered), or null. Matches only when the same lines with the same quantities make up
 * the whole order, i.e. when the request's idempotency key is that order's.
 */
async function orderFromSameLines(db: Db, memberId: number, lines: PlaceOrderInput['lines']) {
  const items = await db
    .select({
      orderId: orderItems.orderId,
      cartLineId: orderItems.cartLineId,
      skuId: orderItems.skuId,
      files: orderItems.files,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.memberId, memberId),
        inArray(
          orderItems.cartLineId,
          lines.map((l) => l.cartId),
        ),
      ),
    );
  const byLine = new Map(items.map((item) => [item.cartLineId, item]));
  if (lines.some((l) => !byLine.has(l.cartId))) return null;
  const key = idempotencyKey(
    memberId,
    lines.map((l) => {
      const item = byLine.get(l.cartId)!;
      return { cartId: l.cartId, qty: l.productNum, skuId: item.skuId, files: item.files };
    }),
  );
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)));
  return order?.id ?? null;
}

async function placeOrderInTransaction(
  tx: Db,
  memberId: number,
  input: PlaceOrderInput,
  lang: Lang,
  onKey: (key: string) => void,
): Promise<{ orderId: number; created: boolean }> {
  await lockCart(tx, memberId);
  const cart = new Map((await pricedLines(tx, memberId)).map((line) => [line.id, line]));
  if (input.lines.some((l) => !cart.has(l.cartId))) {
    const earlier = await orderFromSameLines(tx, memberId, input.lines);
    if (earlier !== null) return { orderId: earlier, created: false };
    throw new HttpError(CODE.notFound, 'cartLineNotFound');
  }
  if (input.lines.some((l) => cart.get(l.cartId)!.qty !== l.productNum)) {
    throw new HttpError(CODE.conflict, 'cartChanged');
  }
  const chosen = input.lines.map((l) => cart.get(l.cartId)!);
  const key = idempotencyKey(
    memberId,
    chosen.map((l) => ({ cartId: l.id, qty: l.qty, skuId: l.skuId, files: l.designFiles })),
  );
  onKey(key);
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)));
  if (existing) return { orderId: existing.id, created: false };

  const delivery = await findStoredAddress(tx, memberId, ADDRESS_TYPE.delivery);
  if (!delivery) throw new HttpError(CODE.badRequest, 'deliveryAddressRequired');
  const billing = await findStoredAddress(tx, memberId, ADDRESS_TYPE.billing);
  const lines: OrderLine[] = chosen.map((l) => ({
    cartLineId: l.id,
    qty: l.qty,
    files: l.designFiles,
    sku: l.sku,
  }));
  const { coupon, totals } = await priceOrder(tx, subtotalCents(lines), delivery, input.coupon, memberId);
  requirePayableTotal(totals.totalCents);
  if (coupon) await redeemCoupon(tx, coupon, memberId);
  const orderId = await insertOrder(tx, {
    memberId,
    lines,
    delivery: snapshotAddress(delivery),
    billing: billing ? snapshotAddress(billing) : null,
    totals,
    couponCode: coupon?.code ?? null,
    remark: input.remark,
    idempotencyKey: key,
    lang,
  });
  await removeLines(
    tx,
    memberId,
    chosen.map((l) => l.id),
  );
  return { orderId, created: true };
}

function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  return code === '23505' ? (e.cause?.constraint ?? e.constraint ?? '') : null;
}

const ORDER_NO_ATTEMPTS = 5;

/**
 * Runs a transaction that writes an order (insertOrder) again, from the start, when the random
 * number it drew was taken meanwhile: everything the failed attempt wrote is rolled back.
 */
export async function retryingOrderNo<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) === 'orders_order_no_unique' && attempt < ORDER_NO_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * Places an order in one transaction: locks the member's cart, prices the named lines from their
 * SKUs (never from the client), redeems the coupon, snapshots the addresses, writes the order and
 * removes the lines. Repeating the call returns the order the first call made.
 */
export async function placeOrder(
  db: Database,
  memberId: number,
  input: PlaceOrderInput,
  lang: Lang,
): Promise<{ orderId: number; created: boolean }> {
  let key: string | null = null;
  try {
    return await retryingOrderNo(() =>
      db.transaction((tx) =>
        placeOrderInTransaction(tx, memberId, input, lang, (k) => {
          key = k;
        }),
      ),
    );
  } catch (error) {
    if (uniqueViolation(error) === 'orders_idempotency_key_unique' && key) {
      // Another call for the same cart committed first: everything this one did is rolled back.
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
      if (order) return { orderId: order.id, created: false };
    }
    throw error;
  }
}

export interface OrderContext {
  lang: Lang;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** An order as the API shows it. */
export async function orderSummaryOf(db: Db, orderId: number, lang: Lang): Promise<api.OrderSummary> {
  return (await orderSummaries(db, lang, eq(orders.id, orderId), { limit: 1 }))[0]!;
}

/**
 * Mails a member the confirmation of the order they just placed (from the cart, or by accepting a
 * quote's offer), in the language they placed it in, which becomes their mails' language.
 */
export async function confirmOrder(
  db: Db,
  memberId: number,
  order: api.OrderSummary,
  context: OrderContext,
): Promise<void> {
  await rememberLanguage(db, memberId, context.lang);
  const member = await accountDetail(db, memberId);
  await sendAll(
    context.mailer,
    [orderConfirmationMail(member.email, member.nickname, order, context.lang)],
    context.log,
  );
}

/** placeOrder, then the order as the API shows it, and the confirmation mail for a new order. */
export async function createOrder(
  db: Database,
  memberId: number,
  input: PlaceOrderInput,
  context: OrderContext,
): Promise<{ order: api.OrderSummary; created: boolean }> {
  const { orderId, created } = await placeOrder(db, memberId, input, context.lang);
  const order = await orderSummaryOf(db, orderId, context.lang);
  if (created) await confirmOrder(db, memberId, order, context);
  return { order, created };
}
