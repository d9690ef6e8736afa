import {
  type api,
  CODE,
  centsToDollars,
  type Lang,
  ORDER_FILTER,
  ORDER_STAGE,
  pick,
} from '@printshop/contract';
import { and, asc, count, desc, eq, getTableColumns, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { escapeLike, ilikeEscaped } from '../../db/like.ts';
import { HttpError } from '../../http/errors.ts';
import { namedPlace, regionTitlesOf } from '../addresses/region-names.ts';
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

/** An order as the API shows it, from its row, its items' rows and its named addresses. */
export function toSummary(
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

/**
 * Orders matching `where`, newest first, each with its items and its addresses' places, in one
 * query however many orders (json columns, as the back office's order screen reads one:
 * docs/decisions/094), and how many orders match in all: null for a page past the last, which
 * has no row to count on. The page is picked first, so only its orders' items are read.
 */
async function readSummaries(
  db: Db,
  lang: Lang,
  where: SQL | undefined,
  page: { limit: number; offset?: number },
): Promise<{ list: api.OrderSummary[]; total: number | null }> {
  const picked = db
    .select({ id: orders.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .as('picked');
  const rows = await db
    .select({
      order: getTableColumns(orders),
      items: jsonRows(orderItems, eq(orderItems.orderId, orders.id), [asc(orderItems.id)]),
      shippingPlaces: regionTitlesOf(db, orders.shippingAddress),
      billingPlaces: regionTitlesOf(db, orders.billingAddress),
      total: picked.total,
    })
    .from(picked)
    .innerJoin(orders, eq(orders.id, picked.id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const list = rows.map(({ order, items, shippingPlaces, billingPlaces }) =>
    toSummary(
      order,
      items,
      {
        shipping: namedPlace(order.shippingAddress, shippingPlaces, lang),
        billing: order.billingAddress ? namedPlace(order.billingAddress, billingPlaces, lang) : null,
      },
      lang,
    ),
  );
  return { list, total: rows[0] ? Number(rows[0].total) : null };
}

/** Orders matching `where`, newest first, with their items and addresses: one query however many orders. */
export async function orderSummaries(
  db: Db,
  lang: Lang,
  where: SQL | undefined,
  page: { limit: number; offset?: number },
): Promise<api.OrderSummary[]> {
  return (await readSummaries(db, lang, where, page)).list;
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
  const offset = (input.pageNum - 1) * input.pageSize;
  const { list, total } = await readSummaries(db, lang, where, { limit: input.pageSize, offset });
  if (total !== null || offset === 0) return { list, total: total ?? 0 };
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
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
