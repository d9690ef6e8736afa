import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ilikeEscaped } from '../../db/like.ts';
import { products } from './tables.ts';

/**
 * The ids of the products whose name, in English or Chinese, matches a LIKE `pattern` (escaped
 * with escapeLike) case-insensitively, for another module's search. The catalogue is a few
 * hundred rows, so this is cheap where matching every order item's name is not; answering ids,
 * not a subquery, lets the planner weigh how common those products are.
 */
export async function productIdsNamed(db: Db, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${ilikeEscaped(sql`(${products.name}->>'en')`, pattern)} or ${ilikeEscaped(sql`(${products.name}->>'zh')`, pattern)}`,
    );
  return rows.map((row) => row.id);
}
