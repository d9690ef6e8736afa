import { type admin, centsToDollars, type InputOf } from '@printshop/contract';
import { and, count, desc, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { escapeLike, ilikeEscaped } from '../../../db/like.ts';
import { hasStatus, lastDayOf, offerTotalCents, quoteReference, shownStatus } from '../standing.ts';
import { quotes } from '../tables.ts';

/** A quote's columns as the inbox lists it, its status and last day as staff read them. */
export const quoteColumns = (timeZone: string) => ({
  id: quotes.id,
  createdAt: quotes.createdAt,
  status: shownStatus,
  appellation: quotes.appellation,
  email: quotes.email,
  companyName: quotes.companyName,
  productName: quotes.productName,
  offerLines: quotes.offerLines,
  validUntil: lastDayOf(timeZone),
});

const quoteRows = (db: Db, timeZone: string) => db.select(quoteColumns(timeZone)).from(quotes);
type QuoteRow = Awaited<ReturnType<typeof quoteRows>>[number];

export function toQuoteRow({ createdAt, offerLines, ...row }: QuoteRow): admin.AdminQuoteRow {
  return {
    id: row.id,
    reference: quoteReference(row.id),
    createTime: createdAt.toISOString(),
    status: row.status,
    appellation: row.appellation,
    email: row.email,
    companyName: row.companyName,
    productName: row.productName,
    offerTotal: offerLines ? centsToDollars(offerTotalCents(offerLines)) : null,
    validUntil: row.validUntil,
  };
}

/**
 * A page of the quotes of a status, the newest first, found by the customer's email, name or
 * company: two queries whatever the page's size.
 */
export async function quoteList(
  db: Db,
  input: InputOf<typeof admin.adminQuoteList>,
  timeZone: string,
): Promise<{ list: admin.AdminQuoteRow[]; total: number }> {
  const pattern = `%${escapeLike(input.q)}%`;
  const where = and(
    input.status ? hasStatus(input.status) : undefined,
    input.q
      ? or(
          ilikeEscaped(quotes.email, pattern),
          ilikeEscaped(quotes.appellation, pattern),
          ilikeEscaped(quotes.companyName, pattern),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    quoteRows(db, timeZone)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: count() }).from(quotes).where(where),
  ]);
  return { list: rows.map(toQuoteRow), total: counted?.total ?? 0 };
}
