import {
  type api,
  CODE,
  centsToDollars,
  type Lang,
  ORDER_FILTER,
  ORDER_STAGE,
  pick,
} from '@printshop/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { escapeLike, ilikeEscaped } from '../../db/like.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { HttpError } from '../../http/errors.ts';
import { namedPlace, regionTitlesOf } from '../addresses/region-names.ts';
import { reviewable, reviewOfItem } from '../catalog/reviews.ts';
import { liveSession, ofLiveSession, type SessionKey } from '../identity/sessions.ts';
import { proofsOf } from '../production/proofs.ts';
import { shipmentOf } from './items.ts';
import { itemStatusName, type OrderStanding, orderStatusName, payName } from './labels.ts';
import { orderItems, orders } from './tables.ts';

/** What an order shows its customer, of its row: a member's order list reads no other column. */
const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  paymentStatus: orders.paymentStatus,
  cancelledAt: orders.cancelledAt,
  refundedCents: orders.refundedCents,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  taxCents: orders.taxCents,
  shippingCents: orders.shippingCents,
  totalCents: orders.totalCents,
  couponCode: orders.couponCode,
  remark: orders.remark,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
};

/** What an item shows its customer, of its row. */
const ITEM_COLUMNS = [
  'id',
  'productNo',
  'productName',
  'productImg',
  'attributes',
  'files',
  'qty',
  'unitPriceCents',
  'subtotalCents',
  'stage',
  'state',
  'shipBy',
] as const;

type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof summaryColumns>;
type ItemRow = Pick<typeof orderItems.$inferSelect, (typeof ITEM_COLUMNS)[number]>;

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

interface Page {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** The page of orders matching `where`, newest first, each with how many orders match in all. */
function pickedOrders(db: Db, where: SQL | undefined, page: Page) {
  return db
    .select({ id: orders.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('picked');
}

/** What an order shows of its row, with its items and its addresses' places (json columns, as the back office's order screen reads one: docs/decisions/094). */
function summaryFields(db: Db) {
  return {
    order: summaryColumns,
    items: jsonRows(orderItems, eq(orderItems.orderId, orders.id), [asc(orderItems.id)], {}, ITEM_COLUMNS),
    shippingPlaces: regionTitlesOf(db, orders.shippingAddress),
    billingPlaces: regionTitlesOf(db, orders.billingAddress),
  };
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/**
 * Orders matching `where`, newest first, each with its items and its addresses' places, in one
 * query however many orders, each with how many orders match in all. The page is picked first,
 * so only its orders' items are read.
 */
function summariesQuery(db: Db, where: SQL | undefined, page: Page) {
  const picked = pickedOrders(db, where, page);
  return db
    .select({ ...summaryFields(db), total: picked.total })
    .from(picked)
    .innerJoin(orders, eq(orders.id, picked.id))
    .orderBy(...newestFirst);
}

type SummaryRow = Awaited<ReturnType<typeof summariesQuery>>[number];

/** The orders as the API shows them, and how many match in all: null for a page past the last, which has no row to count on. */
function toSummaries(rows: SummaryRow[], lang: Lang): { list: api.OrderSummary[]; total: number | null } {
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
  const rows = await summariesQuery(db, where, { limit: page.limit, offset: page.offset ?? 0 });
  return toSummaries(rows, lang).list;
}

type ListInput = z.output<typeof api.queryOrderList.input>;

/**
 * On hold (0): not paid yet, the payment pending or failed. Open (1): paid, with at least one
 * item not yet shipping. All (2); a cancelled order is only there. The search matches the order
 * number or an item's product name in either language, case-insensitively, with the LIKE
 * `pattern` of the shopper's text (null: no search).
 */
function memberOrdersWhere(
  sta: ListInput['sta'],
  memberId: number | SQLWrapper,
  pattern: string | Placeholder | null,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.memberId, memberId)];
  if (sta === ORDER_FILTER.onHold) {
    conditions.push(ne(orders.paymentStatus, 'paid'), isNull(orders.cancelledAt));
  }
  if (sta === ORDER_FILTER.open) {
    conditions.push(
      eq(orders.paymentStatus, 'paid'),
      isNull(orders.cancelledAt),
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.stage} < ${ORDER_STAGE.shipping})`,
    );
  }
  if (pattern !== null) {
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
  return and(...conditions);
}

/**
 * A member's page of orders, the storefront's busiest read of them, with the session that opens
 * it: its first row has the member, and an order when the page has any. One statement per filter
 * and whether a text is searched, six at most, each prepared (db/prepared.ts).
 */
const memberOrderPages = new Map<string, ReturnType<typeof prepareMemberOrders>>();

function prepareMemberOrders(sta: ListInput['sta'], searched: boolean) {
  const name = `member_orders_${sta}_${searched ? 'searched' : 'all'}`;
  const pattern = searched ? sql.placeholder('pattern') : null;
  return preparedPerDatabase((db) => {
    const live = liveSession(db);
    const picked = pickedOrders(db, memberOrdersWhere(sta, live.memberId, pattern), {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    });
    return db
      .select({ memberId: live.memberId, ...summaryFields(db), total: picked.total })
      .from(live)
      .leftJoinLateral(picked, sql`true`)
      .leftJoin(orders, eq(orders.id, picked.id))
      .orderBy(...newestFirst)
      .prepare(name);
  });
}

function memberOrders(sta: ListInput['sta'], searched: boolean) {
  const key = `${sta}/${searched}`;
  let statement = memberOrderPages.get(key);
  if (!statement) {
    statement = prepareMemberOrders(sta, searched);
    memberOrderPages.set(key, statement);
  }
  return statement;
}

/**
 * The orders of the member the session opens (else a 401) as queryOrderList filters them
 * (memberOrdersWhere), a page of them and how many in all.
 */
export async function listOrders(
  db: Db,
  session: SessionKey,
  lang: Lang,
  input: ListInput,
): Promise<api.OrderList> {
  const text = input.queryparam.replace(/\s+/g, ' ');
  const pattern = `%${escapeLike(text)}%`;
  const offset = (input.pageNum - 1) * input.pageSize;
  const rows = await memberOrders(
    input.sta,
    text !== '',
  )(db).execute({
    ...session,
    pattern,
    limit: input.pageSize,
    offset,
  });
  const [{ memberId }] = ofLiveSession(rows);
  const { list, total } = toSummaries(
    rows.flatMap(({ order, ...row }) => (order ? [{ ...row, order }] : [])),
    lang,
  );
  if (total !== null || offset === 0) return { list, total: total ?? 0 };
  const where = memberOrdersWhere(input.sta, memberId, text ? pattern : null);
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
