import { ADDRESS_TYPE, type api, CODE } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { findStoredAddress } from '../addresses/service.ts';
import type { SkuDescription } from '../catalog/service.ts';
import { priceOrder } from '../orders/checkout.ts';
import { orderStanding } from '../orders/order-refs.ts';
import {
  confirmOrder,
  insertOrder,
  type OrderContext,
  type OrderLine,
  orderSummaryOf,
  retryingOrderNo,
  snapshotAddress,
} from '../orders/placing.ts';
import { requirePayableTotal } from '../orders/rules.ts';
import { quoteOfKey } from './offers.ts';
import { quoteProduct } from './quote-product.ts';
import { offerTotalCents, quoteReference } from './standing.ts';
import { type OfferLine, quotes } from './tables.ts';

/**
 * Each line of an offer as an order item (docs/decisions/085): one piece of the hidden quote
 * product at the line's price, named by the line's title in every language, its quantity and the
 * quote's reference as its attributes, with the files the customer sent with the quote.
 */
function itemsOf(lines: readonly OfferLine[], product: SkuDescription, reference: string, files: string[]) {
  return lines.map(
    (line): OrderLine => ({
      cartLineId: null,
      qty: 1,
      files,
      sku: {
        ...product,
        productName: { en: line.title, zh: line.title },
        priceCents: line.priceCents,
        attributes: [
          {
            key: { en: 'Quantity', zh: '数量' },
            value: { en: String(line.quantity), zh: String(line.quantity) },
          },
          { key: { en: 'Quote', zh: '报价单' }, value: { en: reference, zh: reference } },
        ],
      },
    }),
  );
}

/**
 * Accepts the offer a key opens, in one transaction on the quote's locked row: an unpaid order of
 * its lines, taxed and shipped as checkout prices the member's delivery address, and the quote
 * marked accepted with it. Of two acceptances at once the second waits, then finds the order the
 * first made: the same member gets it again, another is refused (409).
 */
async function acceptInTransaction(
  tx: Db,
  key: string,
  memberId: number,
  context: OrderContext & { timeZone: string },
): Promise<{ orderId: number; created: boolean }> {
  const quote = await quoteOfKey(tx, key, context.timeZone, true);
  const { stored } = quote;
  if (quote.status === 'accepted') {
    const order = stored.orderId === null ? null : await orderStanding(tx, stored.orderId);
    if (order?.memberId !== memberId) throw new HttpError(CODE.conflict, 'offerTaken');
    return { orderId: order.id, created: false };
  }
  const delivery = await findStoredAddress(tx, memberId, ADDRESS_TYPE.delivery);
  if (!delivery) throw new HttpError(CODE.badRequest, 'deliveryAddressRequired');
  const billing = await findStoredAddress(tx, memberId, ADDRESS_TYPE.billing);
  const product = await quoteProduct(tx);
  const { totals } = await priceOrder(tx, offerTotalCents(quote.offerLines), delivery, undefined, memberId);
  requirePayableTotal(totals.totalCents);
  const orderId = await insertOrder(tx, {
    memberId,
    lines: itemsOf(quote.offerLines, product, quoteReference(stored.id), stored.fileUrls),
    delivery: snapshotAddress(delivery),
    billing: billing ? snapshotAddress(billing) : null,
    totals,
    couponCode: null,
    remark: '',
    // One order per quote, whatever happens: the row lock already sees to it.
    idempotencyKey: `quote:${stored.id}`,
    lang: context.lang,
  });
  await tx
    .update(quotes)
    .set({
      status: 'accepted',
      orderId,
      acceptedAt: sql`now()`,
      // A visitor's quote belongs to the account that accepts it from then on.
      memberId: sql`coalesce(${quotes.memberId}, ${memberId})`,
    })
    .where(eq(quotes.id, stored.id));
  return { orderId, created: true };
}

/** Accepts an offer, then mails the member the new order's confirmation as checkout does. */
export async function acceptOffer(
  db: Database,
  key: string,
  memberId: number,
  context: OrderContext & { timeZone: string },
): Promise<api.OrderSummary> {
  const { orderId, created } = await retryingOrderNo(() =>
    db.transaction((tx) => acceptInTransaction(tx, key, memberId, context)),
  );
  const order = await orderSummaryOf(db, orderId, context.lang);
  if (created) await confirmOrder(db, memberId, order, context);
  return order;
}
