import { admin } from '@printshop/contract';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { escapeLike, ilikeEscaped } from '../../db/like.ts';
import { startOfUtcDay } from '../../lib/utc-days.ts';
import { productIdsNamed } from '../catalog/product-names.ts';
import { memberIdsMatching } from '../identity/customers.ts';
import { orderItems, orders } from './tables.ts';

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
 * The order number, the customer's email or name, or the catalogue's name of a product ordered,
 * in either language. Each branch is a union member of its own so each uses its index
 * (migration 0005: trigrams for the number, email and name, product and order ids for items); one
 * OR across the tables would read every order. Product names are matched in the catalogue, not
 * in every item's copy of the name, which a common word would make tens of thousands of rows to
 * read: the two differ only for a product renamed since it was ordered.
 */
function matching(pattern: string): SQL {
  return sql`${orders.id} in (
    select ${orders.id} from ${orders} where ${ilikeEscaped(orders.orderNo, pattern)}
    union select ${orders.id} from ${orders} where ${orders.memberId} in ${memberIdsMatching(pattern)}
    union select ${orderItems.orderId} from ${orderItems} where ${orderItems.productId} in ${productIdsNamed(pattern)}
  )`;
}

/** The orders the back office's filters pick (admin.adminOrderFilters explains each). */
export function orderFilter(filters: admin.AdminOrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.payment) conditions.push(eq(orders.paymentStatus, filters.payment));
  if (filters.stage !== undefined) conditions.push(hasItemIn(statesOfStage(filters.stage)));
  if (filters.state) conditions.push(hasItemIn([filters.state]));
  if (filters.from) conditions.push(gte(orders.createdAt, startOfUtcDay(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, startOfUtcDay(filters.to, 1)));
  const text = filters.q.replace(/\s+/g, ' ');
  if (text) conditions.push(matching(`%${escapeLike(text)}%`));
  return and(...conditions);
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
