import { randomBytes } from 'node:crypto';
import { admin, type Lang, type SentInputOf } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { addDays } from '../lib/shop-days.ts';
import { quotes } from '../modules/quotes/tables.ts';
import type { MemoryMailer } from './app.ts';
import { type CallInput, call } from './http.ts';
import type { TestStaff } from './staff.ts';

/**
 * Quotes for the tests of their offers: asked for straight in the database (the form's call is
 * rate-limited and has its own tests), answered through the back office's call.
 */

/** A quote asked for by a visitor, with two attached images, in `lang`; answers its id and email. */
export async function newQuote(
  db: Database,
  fields: Partial<typeof quotes.$inferInsert> = {},
): Promise<{ id: number; email: string }> {
  const email = `quote-${randomBytes(5).toString('hex')}@example.com`;
  const [row] = await db
    .insert(quotes)
    .values({
      email,
      appellation: 'Ada Lovelace',
      companyName: 'Analytical Boxes',
      productName: 'Kraft boxes',
      qty: 500,
      content: 'Kraft mailer boxes with a one-colour logo',
      fileUrls: [`/uploads/${'a'.repeat(32)}.png`, `/uploads/${'b'.repeat(32)}.png`],
      lang: 'en' satisfies Lang,
      ...fields,
    })
    .returning({ id: quotes.id, email: quotes.email });
  return row!;
}

/** A day `days` from today, YYYY-MM-DD (the tests' shop is in America/Los_Angeles, behind UTC). */
export const dayFromToday = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

/** Two lines: 500 boxes for $420.00 and a die for $80.50, valid for two weeks. */
export const OFFER: Omit<SentInputOf<typeof admin.adminQuoteOffer>, 'id'> = {
  lines: [
    { title: 'Kraft mailer boxes, one-colour logo', quantity: 500, price: 420 },
    { title: 'Cutting die', quantity: 1, price: 80.5 },
  ],
  validUntil: dayFromToday(14),
  message: 'Printed on 32 ECT kraft board; ships in two weeks.',
};

/** The key of the last offer link mailed to `email`. */
export function mailedKey(mailer: MemoryMailer, email: string): string {
  const mail = mailer.sent.findLast((sent) => sent.to === email && sent.text.includes('/quotes/offer?key='));
  const key = /\/quotes\/offer\?key=([\w-]{43})\b/.exec(mail?.text ?? '')?.[1];
  if (!key) throw new Error(`no offer mailed to ${email}`);
  return key;
}

/** Offers `offer` on the quote as `staff`, and answers the key of the link mailed. */
export async function offerOn(
  app: FastifyInstance,
  mailer: MemoryMailer,
  staff: TestStaff,
  quote: { id: number; email: string },
  offer: Omit<CallInput<typeof admin.adminQuoteOffer>, 'id'> = OFFER,
): Promise<string> {
  const res = await call(app, admin.adminQuoteOffer, { id: quote.id, ...offer }, { headers: staff.headers });
  if (res.status !== 200) throw new Error(`offer refused: ${res.msg}`);
  return mailedKey(mailer, quote.email);
}
