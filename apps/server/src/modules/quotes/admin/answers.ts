import { randomBytes } from 'node:crypto';
import { admin, CODE, dollarsToCents, type OutputOf, parseLang } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { addDays, shopDay, startOfShopDay } from '../../../lib/shop-days.ts';
import { recordAudit } from '../../audit/record.ts';
import { hashSecret } from '../../identity/sessions.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { declineMail, offerMail, type QuoteCustomer } from '../offer-mails.ts';
import { quoteReference, shownLines } from '../standing.ts';
import { type OfferLine, quotes } from '../tables.ts';
import { quoteDetail, quoteRow } from './detail.ts';

/** The staff member answering, from where (the audit log keeps both), in the shop's time zone. */
export interface QuoteEditor {
  staffId: number;
  ip: string;
  timeZone: string;
}

/** How the answer reaches the customer: the offer's link is built from the shop's public address. */
export interface AnswerMail {
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** The quote as staff answered it, and whether its mail went out: the link of an offer is only in it. */
export type Answered = OutputOf<typeof admin.adminQuoteOffer>;

type Row = Awaited<ReturnType<typeof quoteRow>>;

/** What the audit log keeps of a quote's answer: its status, and the offer or refusal it holds. */
function audited(row: Row) {
  const { stored } = row;
  return {
    reference: quoteReference(stored.id),
    status: row.status,
    ...(stored.offerLines
      ? { lines: shownLines(stored.offerLines), validUntil: row.validUntil, message: stored.offerMessage }
      : {}),
    // A refusal's message is its reason, which the audit log quotes as it quotes a cancellation's.
    ...(stored.status === 'declined' ? { reason: stored.declineMessage } : {}),
  };
}

/** An answer changes a quote until its offer is accepted: the order then stands for it. */
function requireOpen(row: Row): void {
  if (row.stored.status === 'accepted') throw new HttpError(CODE.conflict, 'quoteAlreadyAccepted');
}

const customerOf = (row: Row): QuoteCustomer => ({
  reference: quoteReference(row.stored.id),
  email: row.stored.email,
  name: row.stored.appellation,
  lang: parseLang(row.stored.lang),
});

/** The last day runs from today to a year ahead, in the shop's time zone. */
function requireLastDay(day: string, timeZone: string): void {
  const today = shopDay(new Date(), timeZone);
  if (day < today) throw new HttpError(CODE.badRequest, 'offerValidUntilPast');
  const days = admin.QUOTE_OFFER_LIMITS.validDays;
  if (day > addDays(today, days)) throw new HttpError(CODE.badRequest, 'offerValidUntilFar', { days });
}

/** Sends an answer's mail, saying whether it went: a failure is logged, never undoes the answer. */
async function send(mail: AnswerMail, message: MailMessage, quoteId: number): Promise<boolean> {
  try {
    await mail.mailer.send(message);
    return true;
  } catch (error) {
    mail.log.error({ err: error, quoteId }, 'quote answer not mailed');
    return false;
  }
}

/**
 * Offers a price: the lines, the last day and the message replace any earlier offer, with a new
 * random key whose hash alone is stored (the old link stops working), audited in the same
 * transaction; then the customer is mailed the link, in the language they asked in.
 */
export async function offerQuote(
  db: Database,
  id: number,
  offer: admin.OfferInput,
  editor: QuoteEditor,
  mail: AnswerMail,
): Promise<Answered> {
  requireLastDay(offer.validUntil, editor.timeZone);
  const key = randomBytes(32).toString('base64url');
  const lines: OfferLine[] = offer.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    priceCents: dollarsToCents(line.price),
  }));
  const { customer, replaces } = await db.transaction(async (tx) => {
    const before = await quoteRow(tx, id, editor.timeZone, true);
    requireOpen(before);
    await tx
      .update(quotes)
      .set({
        status: 'offered',
        offerLines: lines,
        offerMessage: offer.message,
        offerValidUntil: startOfShopDay(offer.validUntil, editor.timeZone, 1),
        offerKeyHash: hashSecret(key),
        offeredAt: sql`now()`,
        offeredBy: editor.staffId,
        declineMessage: null,
        declinedAt: null,
      })
      .where(eq(quotes.id, id));
    const after = await quoteRow(tx, id, editor.timeZone);
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: 'quote.offer',
      entity: 'quote',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return { customer: customerOf(after), replaces: before.stored.status === 'offered' };
  });
  const link = `${mail.publicUrl}/quotes/offer?key=${key}`;
  const mailed = await send(
    mail,
    offerMail(customer, { lines, validUntil: offer.validUntil, message: offer.message, link, replaces }),
    id,
  );
  return { quote: await quoteDetail(db, id, editor.timeZone), mailed };
}

/**
 * Declines a quote with a message, audited in the same transaction; an offer it had stops working.
 * Then the customer is mailed why.
 */
export async function declineQuote(
  db: Database,
  id: number,
  message: string,
  editor: QuoteEditor,
  mail: AnswerMail,
): Promise<Answered> {
  const customer = await db.transaction(async (tx) => {
    const before = await quoteRow(tx, id, editor.timeZone, true);
    requireOpen(before);
    if (before.stored.status === 'declined') throw new HttpError(CODE.conflict, 'quoteAlreadyDeclined');
    await tx
      .update(quotes)
      .set({ status: 'declined', declineMessage: message, declinedAt: sql`now()`, offerKeyHash: null })
      .where(eq(quotes.id, id));
    const after = await quoteRow(tx, id, editor.timeZone);
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: 'quote.decline',
      entity: 'quote',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return customerOf(after);
  });
  const mailed = await send(mail, declineMail(customer, message), id);
  return { quote: await quoteDetail(db, id, editor.timeZone), mailed };
}
