import { type admin, CODE, parseLang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { customersByIds } from '../../identity/customers.ts';
import { orderStanding } from '../../orders/order-refs.ts';
import { staffDirectory } from '../../staff/service.ts';
import { shownLines } from '../standing.ts';
import { quotes } from '../tables.ts';
import { quoteColumns, toQuoteRow } from './list.ts';

/** The quote's row with its status and last day as staff read them, locked for a change when asked; 404 when there is none. */
export async function quoteRow(db: Db, id: number, timeZone: string, lock = false) {
  const query = db
    .select({ ...quoteColumns(timeZone), stored: quotes })
    .from(quotes)
    .where(eq(quotes.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new HttpError(CODE.notFound, 'quoteNotFound');
  return row;
}

/**
 * A quote as its screen shows it: the request and its files, the customer's account, the offer
 * and who made it, the refusal, and the order it became. Four queries.
 */
export async function quoteDetail(db: Db, id: number, timeZone: string): Promise<admin.AdminQuote> {
  const row = await quoteRow(db, id, timeZone);
  const { stored } = row;
  const [members, staff, order] = await Promise.all([
    stored.memberId === null ? new Map() : customersByIds(db, [stored.memberId]),
    stored.offeredBy === null ? [] : staffDirectory(db),
    stored.orderId === null ? null : orderStanding(db, stored.orderId),
  ]);
  const member = stored.memberId === null ? undefined : members.get(stored.memberId);
  return {
    ...toQuoteRow(row),
    lang: parseLang(stored.lang),
    mobile: stored.mobile,
    qty: stored.qty,
    material: stored.material,
    processing: stored.processing,
    dateRequirements: stored.dateRequirements,
    content: stored.content,
    files: stored.fileUrls,
    member: member ? { id: member.id, name: member.name, email: member.email } : null,
    offer:
      stored.offerLines && stored.offeredAt
        ? {
            lines: shownLines(stored.offerLines),
            message: stored.offerMessage ?? '',
            offerTime: stored.offeredAt.toISOString(),
            offeredBy: staff.find((member) => member.id === stored.offeredBy) ?? null,
          }
        : null,
    decline:
      stored.status === 'declined' && stored.declinedAt
        ? { message: stored.declineMessage ?? '', declineTime: stored.declinedAt.toISOString() }
        : null,
    order:
      order && stored.acceptedAt
        ? {
            id: order.id,
            orderNo: order.orderNo,
            paid: order.paid,
            acceptTime: stored.acceptedAt.toISOString(),
          }
        : null,
  };
}
