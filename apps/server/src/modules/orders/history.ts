import {
  type api,
  CODE,
  centsToDollars,
  type Lang,
  ORDER_FILTER,
  ORDER_STAGE,
  pick,
} from '@printshop/contract';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { escapeLike, ilikeEscaped } from '../../db/like.ts';
import { HttpError } from '../../http/errors.ts';
import { withRegionNames } from '../addresses/region-names.ts';
import { reviewable, reviewOfItem } from '../catalog/reviews.ts';
import { proofsOf } from '../production/proofs.ts';
import { shipmentOf } from './items.ts';
import { itemStatusName, type OrderStanding, orderStatusName, payName } from './labels.ts';
import { orderItems, orders } from './tables.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

function toItem(item: ItemRow, order: OrderStanding, lang: Lang): api.OrderItem {
  return {
    id: item.id,
    productNo: item.productNo,
    productName: pick(item.productName, lang),
    productImg: item.productImg,
    productAttributeVOList: item.attributes.map((a) => ({
      key: pick(a.key, lang),
      value: pick(a.value, lang),
    })),
    filelist: item.files,
    qty: item.qty,
    unitPrice: centsToDollars(item.unitPriceCents),
    subtotalAmount: centsToDollars(item.subtotalCents),
    sta: item.stage,
    makelStaName: itemStatusName(lang, item.state, order),
    state: item.state,
    shipBy: item.shipBy,
  };
}

interface NamedAddresses {
  shipping: api.OrderAddress;
  billing: api.OrderAddress | null;
}

function toSummary(
  order: OrderRow,
  items: ItemRow[],
  addresses: NamedAddresses,
  lang: Lang,
): api.OrderSummary {
  const standing = { paymentStatus: order.paymentStatus, cancelled: order.cancelledAt !== null };
  return {
    id: order.id,
    orderNo: order.orderNo,
    createTime: order.createdAt.toISOString(),
    paidTime: order.paidAt?.toISOString() ?? null,
    paymentStatus: order.paymentStatus,
    cancelTime: order.cancelledAt?.toISOString() ?? null,
    refunded: centsToDollars(order.refundedCents),
    orderStatusName: orderStatusName(
      lang,
      standing,
      items.map((i) => i.state),
    ),
    subtotal: centsToDollars(order.subtotalCents),
    discount: centsToDollars(order.discountCents),
    tax: centsToDollars(order.taxCents),
    deliveryfee: centsToDollars(order.shippingCents),
    totalAmount: centsToDollars(order.totalCents),
    coupon: order.couponCode,
    remark: order.remark,
    qty: items.reduce((sum, i) => sum + i.qty, 0),
    payName: payName(lang),
    sAddressbo: addresses.shipping,
    bAddressbo: addresses.billing,
    busOrderItemList: items.map((item) => toItem(item, standing, lang)),
  };
}

/** Each order's addresses with their places named in `lang`, in one query for them all. */
async function namedAddresses(db: Db, lang: Lang, rows: OrderRow[]): Promise<NamedAddresses[]> {
  const named = await withRegionNames(
    db,
    lang,
    rows.flatMap((row) =>
      row.billingAddress ? [row.shippingAddress, row.billingAddress] : [row.shippingAddress],
    ),
  );
  return rows.map((row) => ({
    shipping: named.shift()!,
    billing: row.billingAddress ? named.shift()! : null,
  }));
}

/** Orders matching `where`, newest first, with their items and addresses: three queries however many orders. */
export async function orderSummaries(
  db: Db,
  lang: Lang,
  where: SQL | undefined,
  page: { limit: number; offset?: number },
): Promise<api.OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  if (rows.length === 0) return [];
  const [items, addresses] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.id)),
    namedAddresses(db, lang, rows),
  ]);
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((row, index) => toSummary(row, byOrder.get(row.id) ?? [], addresses[index]!, lang));
}

/** One order as the API shows it, whoever's it is (for the back office), or null. */
export async function orderById(db: Db, lang: Lang, orderId: number): Promise<api.OrderSummary | null> {
  const [order] = await orderSummaries(db, lang, eq(orders.id, orderId), { limit: 1 });
  return order ?? null;
}

type ListInput = z.output<typeof api.queryOrderList.input>;

/**
 * On hold (0): not paid yet, the payment pending or failed. Open (1): paid, with at least one
 * item not yet shipping. All (2); a cancelled order is only there. The search matches the order
 * number or an item's product name in either language, case-insensitively, with the shopper's
 * text taken literally.
 */
export async function listOrders(
  db: Db,
  memberId: number,
  lang: Lang,
  input: ListInput,
): Promise<api.OrderList> {
  const conditions: (SQL | undefined)[] = [eq(orders.memberId, memberId)];
  if (input.sta === ORDER_FILTER.onHold) {
    conditions.push(ne(orders.paymentStatus, 'paid'), isNull(orders.cancelledAt));
  }
  if (input.sta === ORDER_FILTER.open) {
    conditions.push(
      eq(orders.paymentStatus, 'paid'),
      isNull(orders.cancelledAt),
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.stage} < ${ORDER_STAGE.shipping})`,
    );
  }
  const text = input.queryparam.replace(/\s+/g, ' ');
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const nameMatches = or(
      ilikeEscaped(sql`(${orderItems.productName}->>'en')`, pattern),
      ilikeEscaped(sql`(${orderItems.productName}->>'zh')`, pattern),
    );
    conditions.push(
      or(
        ilikeEscaped(orders.orderNo, pattern),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${nameMatches})`,
      ),
    );
  }
  const where = and(...conditions);
  const [list, [counted]] = await Promise.all([
    orderSummaries(db, lang, where, { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize }),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { list, total: counted?.total ?? 0 };
}

/**
 * One item of one of the member's orders, with its proofs, shipment and the member's review. The
 * banner names the cancellation or the payment problem, else this item's status, since the page
 * tracks this item.
 */
export async function orderDetail(
  db: Db,
  memberId: number,
  lang: Lang,
  orderId: number,
  orderItemId: number | undefined,
): Promise<api.OrderDetail> {
  const [order] = await orderSummaries(db, lang, and(eq(orders.id, orderId), eq(orders.memberId, memberId)), {
    limit: 1,
  });
  if (!order) throw new HttpError(CODE.notFound, 'orderNotFound');
  const item =
    orderItemId === undefined
      ? order.busOrderItemList[0]
      : order.busOrderItemList.find((i) => i.id === orderItemId);
  if (!item) throw new HttpError(CODE.notFound, 'orderItemNotFound');
  const { busOrderItemList: _items, sAddressbo, bAddressbo, ...main } = order;
  const standing = { paymentStatus: order.paymentStatus, cancelled: order.cancelTime !== null };
  const [proofs, shipment, review] = await Promise.all([
    proofsOf(db, item.id),
    shipmentOf(db, item.id),
    reviewOfItem(db, item.id),
  ]);
  return {
    orderMain: { ...main, orderStatusName: orderStatusName(lang, standing, [item.state]) },
    dtl: { ...item, proofs, shipment, review, reviewable: await reviewable(db, item, review) },
    attributeslist: item.productAttributeVOList,
    sAddress: sAddressbo,
    bAddress: bAddressbo,
  };
}
