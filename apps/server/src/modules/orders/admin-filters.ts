import { admin } from '@printshop/contract';
import { and, asc, desc, eq, gte, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike, ilikeEscaped } from '../../db/like.ts';
import { startOfUtcDay } from '../../lib/utc-days.ts';
import { productIdsNamed } from '../catalog/product-names.ts';
import { memberIdsMatching } from '../identity/customers.ts';
import { orderAwaitsPayment } from './awaiting-payment.ts';
import { orderItems, orders } from './tables.ts';

/** A search's text as a LIKE pattern, and the catalogue's products it names. */
export interface OrderSearch {
  pattern: string;
  productIds: number[];
}

/** What the list's search box asks for, or nothing when it is empty. */
export async function orderSearch(
  db: Db,
  filters: admin.AdminOrderFilters,
): Promise<OrderSearch | undefined> {
  const text = filters.q.replace(/\s+/g, ' ');
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return { pattern, productIds: await productIdsNamed(db, pattern) };
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
 * The ways an order matches a search: its number, its customer's email or name, or the
 * catalogue's name of a product ordered, in either language. Product names are matched in the
 * catalogue, not in every item's copy of the name: the two differ only for a product renamed
 * since it was ordered.
 */
function searchBranches(search: OrderSearch): SQL[] {
  const branches = [
    ilikeEscaped(orders.orderNo, search.pattern),
    sql`${orders.memberId} in ${memberIdsMatching(search.pattern)}`,
  ];
  if (search.productIds.length > 0) {
    branches.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${inArray(orderItems.productId, search.productIds)})`,
    );
  }
  return branches;
}

/** Ties are broken by id, so pages never repeat or skip an order. */
const SORT_COLUMNS = {
  createTime: [orders.createdAt, orders.id],
  total: [orders.totalCents, orders.id],
  orderNo: [orders.orderNo],
} as const;

export function orderSort(filters: admin.AdminOrderFilters): SQL[] {
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
  filters: admin.AdminOrderFilters,
  search: OrderSearch | undefined,
  firstRows?: number,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.payment) conditions.push(eq(orders.paymentStatus, filters.payment));
  if (filters.stage !== undefined) conditions.push(hasItemIn(statesOfStage(filters.stage)));
  if (filters.state) conditions.push(hasItemIn([filters.state]));
  // Orders awaiting payment are not on the production line: its filters show them only when the
  // payment filter asks for them (docs/staff.md#orders-the-dashboard-and-the-audit-log).
  const onTheLine = filters.stage !== undefined || Boolean(filters.state);
  if (onTheLine && !filters.payment) conditions.push(not(orderAwaitsPayment));
  if (filters.from) conditions.push(gte(orders.createdAt, startOfUtcDay(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, startOfUtcDay(filters.to, 1)));
  if (!search) return and(...conditions);
  const selects = searchBranches(search).map((branch) => {
    const select = sql`select ${orders.id} from ${orders} where ${and(...conditions, branch)}`;
    if (firstRows === undefined) return select;
    return sql`(${select} order by ${sql.join(orderSort(filters), sql`, `)} limit ${firstRows})`;
  });
  return sql`${orders.id} in (${sql.join(selects, sql` union `)})`;
}
