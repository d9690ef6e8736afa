import { admin } from '@printshop/contract';
import { and, asc, desc, eq, gte, inArray, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { escapeLike, ilikeEscaped } from '../../../db/like.ts';
import { startOfShopDay } from '../../../lib/shop-days.ts';
import { productIdsNamed } from '../../catalog/product-names.ts';
import { memberIdsMatching } from '../../identity/customers.ts';
import { hasLateItem } from '../late.ts';
import { orderItems, orders, shipToSearchText } from '../tables.ts';
import { orderAwaitsPayment } from './awaiting-payment.ts';
import { dueSort } from './due-sort.ts';

/** The list's filters as the server reads them: the contract's, and the shop's time zone their days are in. */
export type OrderFilters = admin.AdminOrderFilters & { timeZone: string };

/** A search's text as a LIKE pattern, its digits when it reads as a phone number, and the catalogue's products it names. */
export interface OrderSearch {
  pattern: string;
  phoneDigits: string | undefined;
  productIds: number[];
}

/** Text that reads as (part of) a phone number: digits and the signs written between them. */
const PHONE_LIKE = /^[\d\s()+\-.]*\d{3}[\d\s()+\-.]*$/;

/** What the list's search box asks for, or nothing when it is empty. */
export async function orderSearch(
  db: Db,
  filters: admin.AdminOrderFilters,
): Promise<OrderSearch | undefined> {
  const text = filters.q.replace(/\s+/g, ' ');
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const phoneDigits = PHONE_LIKE.test(text) ? `%${text.replace(/\D/g, '')}%` : undefined;
  return { pattern, phoneDigits, productIds: await productIdsNamed(db, pattern) };
}

/**
 * The states of a stage that are still on the line: a cancelled item has the stage of file
 * review (its sta), but staff filtering by stage look for work, not for cancelled items.
 */
function statesOfStage(stage: number): admin.ItemState[] {
  return admin.ITEM_STATES.filter((state) => state !== 'cancelled' && admin.stageOf(state) === stage);
}

function hasItemIn(states: admin.ItemState[]): SQL {
  return sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${inArray(orderItems.state, states)})`;
}

/**
 * The ways an order matches a search: its number, its customer's email or name, the catalogue's
 * name of a product ordered, in either language, or its delivery address's company, phone or ZIP
 * code (shipToText). Product names are matched in the catalogue, not in every item's copy of the
 * name: the two differ only for a product renamed since it was ordered.
 */
function searchBranches(search: OrderSearch): SQL[] {
  const shipTo = [ilikeEscaped(shipToText, search.pattern)];
  if (search.phoneDigits) shipTo.push(ilikeEscaped(shipToText, search.phoneDigits));
  const branches = [
    ilikeEscaped(orders.orderNo, search.pattern),
    sql`${orders.memberId} in ${memberIdsMatching(search.pattern)}`,
    or(...shipTo)!,
  ];
  if (search.productIds.length > 0) {
    branches.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${inArray(orderItems.productId, search.productIds)})`,
    );
  }
  return branches;
}

const shipToText = shipToSearchText(orders.shippingAddress);

/** Ties are broken by id, so pages never repeat or skip an order. */
const SORT_COLUMNS = {
  createTime: [orders.createdAt, orders.id],
  total: [orders.totalCents, orders.id],
  orderNo: [orders.orderNo],
} as const;

export function orderSort(filters: admin.AdminOrderFilters): SQL[] {
  if (filters.sort === 'due') return dueSort(filters.dir);
  const direction = filters.dir === 'asc' ? asc : desc;
  return SORT_COLUMNS[filters.sort].map((column) => direction(column));
}

/**
 * The orders the filters and the search pick (admin.adminOrderFilters explains each). A search
 * is a union of one select per branch, so each uses its own index (migration 0005); one OR
 * across the tables would read every order. Given `firstRows`, each select keeps only its first
 * rows in the list's order: a common product's branch then walks the newest orders and stops at
 * a page, instead of gathering and sorting the ten thousand orders that hold it.
 */
export function orderFilter(
  filters: OrderFilters,
  search: OrderSearch | undefined,
  firstRows?: number,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.payment) conditions.push(eq(orders.paymentStatus, filters.payment));
  if (filters.stage !== undefined) conditions.push(hasItemIn(statesOfStage(filters.stage)));
  if (filters.state) conditions.push(hasItemIn([filters.state]));
  if (filters.late) conditions.push(hasLateItem);
  if (filters.ids) conditions.push(inArray(orders.id, filters.ids));
  // Orders awaiting payment are not on the production line: its filters show them only when the
  // payment filter asks for them (docs/staff.md#orders-the-dashboard-and-the-audit-log).
  const onTheLine = filters.stage !== undefined || Boolean(filters.state);
  if (onTheLine && !filters.payment) conditions.push(not(orderAwaitsPayment));
  if (filters.from) conditions.push(gte(orders.createdAt, startOfShopDay(filters.from, filters.timeZone)));
  if (filters.to) conditions.push(lt(orders.createdAt, startOfShopDay(filters.to, filters.timeZone, 1)));
  if (!search) return and(...conditions);
  const selects = searchBranches(search).map((branch) => {
    const select = sql`select ${orders.id} from ${orders} where ${and(...conditions, branch)}`;
    // A select cannot stop early in due order (due-sort.ts computes it per order).
    if (firstRows === undefined || filters.sort === 'due') return select;
    return sql`(${select} order by ${sql.join(orderSort(filters), sql`, `)} limit ${firstRows})`;
  });
  return sql`${orders.id} in (${sql.join(selects, sql` union `)})`;
}
