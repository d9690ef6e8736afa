import type { admin } from '@printshop/contract';
import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownStatus } from './standing.ts';
import { quotes } from './tables.ts';

/**
 * A customer's quotes, the newest `limit` first, and how many there are: those asked for while
 * logged in, and those sent with their email without logging in. Two queries; the quotes table
 * is small (a shop gets a few a day), so neither needs an index of its own.
 */
export async function quotesOfCustomer(
  db: Db,
  customer: { id: number; email: string },
  limit: number,
): Promise<{ list: admin.CustomerQuote[]; total: number }> {
  const theirs = or(
    eq(quotes.memberId, customer.id),
    eq(sql`lower(${quotes.email})`, customer.email.toLowerCase()),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: quotes.id,
        createdAt: quotes.createdAt,
        productName: quotes.productName,
        qty: quotes.qty,
        status: shownStatus,
      })
      .from(quotes)
      .where(theirs)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit),
    db.select({ total: count() }).from(quotes).where(theirs),
  ]);
  return {
    list: rows.map(({ createdAt, ...row }) => ({ ...row, createTime: createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}
