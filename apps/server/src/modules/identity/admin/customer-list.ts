import type { admin, InputOf } from '@printshop/contract';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { escapeLike } from '../../../db/like.ts';
import { orderStatsOfMembers } from '../../orders/customer-orders.ts';
import { memberMatches } from '../customers.ts';
import { members } from '../tables.ts';
import { customerRows, toCustomerRow } from './customer-rows.ts';

type ListInput = InputOf<typeof admin.adminCustomerList>;

/**
 * The customers whose email or name holds `q`, the newest account first, a page at a time, with
 * how many there are: three queries however many customers and orders (the page, the count, the
 * page's order stats).
 */
export async function customerList(
  db: Db,
  { q, page, size }: ListInput,
): Promise<{ list: admin.AdminCustomerRow[]; total: number }> {
  const where = q ? memberMatches(`%${escapeLike(q)}%`) : undefined;
  const [rows, [counted]] = await Promise.all([
    customerRows(db)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(members).where(where),
  ]);
  const stats = await orderStatsOfMembers(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toCustomerRow(row, stats.get(row.id))), total: counted?.total ?? 0 };
}
