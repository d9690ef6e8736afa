import { ADDRESS_TYPE, type api, CODE, centsToDollars, type Lang } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { findAddress } from '../addresses/service.ts';
import { hashSecret } from '../identity/sessions.ts';
import { priceOrder } from '../orders/checkout.ts';
import { orderStanding } from '../orders/order-refs.ts';
import { lastDayOf, offerTotalCents, quoteReference, shownLines } from './standing.ts';
import { quotes } from './tables.ts';

/**
 * The quote whose offer a link's key opens, locked when it is to be accepted. A key opens only the
 * offer it was made for: an unknown, replaced or withdrawn one (a declined quote's) is 404, and an
 * offer past its last moment, not accepted in time, is 410.
 */
export async function quoteOfKey(db: Db, key: string, timeZone: string, lock = false) {
  const query = db
    .select({
      stored: quotes,
      validUntil: lastDayOf(timeZone),
      expired: sql<boolean>`${quotes.offerValidUntil} <= now()`,
    })
    .from(quotes)
    .where(eq(quotes.offerKeyHash, hashSecret(key)));
  const [row] = await (lock ? query.for('update') : query);
  const { status, offerLines } = row?.stored ?? {};
  if (!row || !offerLines || (status !== 'offered' && status !== 'accepted')) {
    throw new HttpError(CODE.notFound, 'offerNotFound');
  }
  if (status === 'offered' && row.expired) throw new HttpError(CODE.gone, 'offerExpired');
  return { ...row, status, offerLines };
}

/**
 * The offer a key opens, to whoever holds the key: its lines and total, taxed and shipped as
 * checkout would for the delivery address of the member whose token came with it (as an estimate
 * without one), and the order it became, to the member who accepted it only.
 */
export async function offerOfKey(
  db: Db,
  key: string,
  viewer: { memberId: number | null; lang: Lang; timeZone: string },
): Promise<api.QuoteOffer> {
  const quote = await quoteOfKey(db, key, viewer.timeZone);
  const { stored } = quote;
  const subtotalCents = offerTotalCents(quote.offerLines);
  const [delivery, order] = await Promise.all([
    viewer.memberId === null
      ? undefined
      : findAddress(db, viewer.memberId, ADDRESS_TYPE.delivery, viewer.lang),
    stored.orderId === null ? null : orderStanding(db, stored.orderId),
  ]);
  const { totals } = await priceOrder(db, subtotalCents, delivery ?? null, undefined, viewer.memberId ?? 0);
  const own = order !== null && order.memberId === viewer.memberId;
  return {
    reference: quoteReference(stored.id),
    status: quote.status,
    lines: shownLines(quote.offerLines),
    subtotal: centsToDollars(totals.subtotalCents),
    tax: centsToDollars(totals.taxCents),
    deliveryfee: centsToDollars(totals.shippingCents),
    total: centsToDollars(totals.totalCents),
    validUntil: quote.validUntil ?? '',
    message: stored.offerMessage ?? '',
    memberAddress: delivery ?? null,
    order: own
      ? {
          id: order.id,
          orderNo: order.orderNo,
          totalAmount: centsToDollars(order.totalCents),
          paid: order.paid,
        }
      : null,
  };
}
