import { type admin, centsToDollars, dollarsToCents, sumCents } from '@printshop/contract';
import type { AdminCallInput } from '../lib/admin-endpoints';

/**
 * The offer form's values as its inputs hold them: each line's quantity and price as typed. A new
 * offer starts from what the customer asked for; a new one on an offered quote from that offer.
 */
export interface OfferLineValues {
  title: string;
  quantity: string;
  price: string;
}

export interface OfferValues {
  lines: OfferLineValues[];
  validUntil: string;
  message: string;
}

/** How long an offer stays open unless staff choose otherwise. */
export const DEFAULT_VALID_DAYS = 14;

export const BLANK_LINE: OfferLineValues = { title: '', quantity: '', price: '' };

/** The YYYY-MM-DD day `days` after `day`. */
function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The form of an offer on `quote`, made on `today` (YYYY-MM-DD in the shop's time zone). */
export function offerValuesOf(quote: admin.AdminQuote, today: string): OfferValues {
  const validUntil = daysAfter(today, DEFAULT_VALID_DAYS);
  if (quote.offer && quote.status !== 'declined') {
    return {
      lines: quote.offer.lines.map((line) => ({
        title: line.title,
        quantity: String(line.quantity),
        price: line.price.toFixed(2),
      })),
      validUntil: quote.validUntil && quote.validUntil >= today ? quote.validUntil : validUntil,
      message: quote.offer.message,
    };
  }
  const quantity = quote.qty === null ? '' : String(quote.qty);
  return { lines: [{ title: quote.productName, quantity, price: '' }], validUntil, message: '' };
}

const WHOLE = /^\d+$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

/** A price as typed, in cents, or null when it is not dollars with at most two decimals from 0.01. */
function centsOf(price: string): number | null {
  const written = price.trim();
  if (!MONEY.test(written)) return null;
  const cents = dollarsToCents(Number(written));
  return cents >= 1 ? cents : null;
}

/** The warnings of the form's own checks, a line's with its number. */
export interface OfferFormMessages {
  title: (n: number) => string;
  quantity: (n: number) => string;
  price: (n: number) => string;
  validUntil: string;
}

/**
 * The first problem the form can see, in its order (line by line, then the last day), or null.
 * The server judges the rest: the total, how far the last day may be.
 */
export function offerProblem(values: OfferValues, messages: OfferFormMessages): string | null {
  for (const [index, line] of values.lines.entries()) {
    if (!line.title.trim()) return messages.title(index + 1);
    if (!WHOLE.test(line.quantity.trim()) || Number(line.quantity) < 1) return messages.quantity(index + 1);
    if (centsOf(line.price) === null) return messages.price(index + 1);
  }
  return values.validUntil ? null : messages.validUntil;
}

/** The lines' total in dollars, of the prices typed so far. */
export function offerTotal(lines: readonly OfferLineValues[]): number {
  return centsToDollars(sumCents(lines.map((line) => centsOf(line.price) ?? 0)));
}

/** The offer call's input of a form that passed offerProblem. */
export function offerInput(values: OfferValues): Omit<AdminCallInput<'adminQuoteOffer'>, 'id'> {
  return {
    lines: values.lines.map((line) => ({
      title: line.title.trim(),
      quantity: Number(line.quantity.trim()),
      price: centsToDollars(centsOf(line.price) ?? 0),
    })),
    validUntil: values.validUntil,
    message: values.message.trim(),
  };
}
