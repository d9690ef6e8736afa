import { type admin, centsToDollars, sumCents } from '@printshop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type OfferLine, quotes } from './tables.ts';

/** How mails and screens name a quote: Q and its id in six digits. */
export const quoteReference = (id: number) => `Q${String(id).padStart(6, '0')}`;

/**
 * A quote's status as staff read it: an offer past its last moment is expired, though stored as
 * offered (nothing runs when the moment passes).
 */
export const shownStatus = sql<admin.QuoteStatus>`case when ${quotes.status} = 'offered' and ${quotes.offerValidUntil} <= now() then 'expired' else ${quotes.status} end`;

/** The quotes of a status, as shownStatus reads them, written so that quotes_status_idx serves each. */
export function hasStatus(status: admin.QuoteStatus): SQL {
  if (status === 'expired') return sql`${quotes.status} = 'offered' and ${quotes.offerValidUntil} <= now()`;
  if (status === 'offered') return sql`${quotes.status} = 'offered' and ${quotes.offerValidUntil} > now()`;
  return sql`${quotes.status} = ${status}`;
}

/**
 * The last day an offer can be accepted, YYYY-MM-DD in the shop's time zone: the stored moment is
 * the start of the day after it.
 */
export const lastDayOf = (timeZone: string) =>
  sql<
    string | null
  >`to_char((${quotes.offerValidUntil} - interval '1 microsecond') at time zone ${timeZone}, 'YYYY-MM-DD')`;

export const offerTotalCents = (lines: readonly OfferLine[]) =>
  sumCents(lines.map((line) => line.priceCents));

/** An offer's lines as the API shows them, in dollars. */
export const shownLines = (lines: readonly OfferLine[]) =>
  lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    price: centsToDollars(line.priceCents),
  }));
