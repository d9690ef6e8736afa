import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, numberFromForm, optionalText, requiredText } from '../api/inputs.ts';
import { orderSummary } from '../api/orders.ts';
import { offerLine } from '../api/quotes.ts';
import { QUOTE_MAX_QTY } from '../constants.ts';
import { LANGS } from '../lang.ts';
import { dollarsToCents, MAX_ORDER_TOTAL_CENTS } from '../money.ts';
import { staffSummary } from './audit.ts';
import { adminPaging, dollarAmount, optionalChoice } from './inputs.ts';

/**
 * The custom quotes as support answers them (docs/staff.md#quotes): a quote asks, staff answer with
 * an offer (lines, a last day, a message) or decline it; the customer accepts an offer from its
 * mailed link, which makes an order (docs/decisions/085).
 */

/** `expired` is an offer past its last day: stored as `offered`, read as expired. */
export const QUOTE_STATUSES = ['new', 'offered', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_OFFER_LIMITS = {
  lines: 20,
  title: 120,
  message: 2000,
  search: 100,
  /** The furthest last day an offer may have, in days from today. */
  validDays: 366,
} as const;

/** The `params.reason` of offer lines whose total no card payment could take. */
export const OFFER_TOTAL_TOO_LARGE = 'offerTotalTooLarge';

const L = QUOTE_OFFER_LIMITS;
const money = orderSummary.shape.totalAmount;
const timestamp = orderSummary.shape.createTime;

/** A quote in the inbox. */
export const adminQuoteRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  createTime: timestamp,
  status: z.enum(QUOTE_STATUSES),
  appellation: z.string(),
  email: z.string(),
  companyName: z.string(),
  productName: z.string(),
  /** The offer's total, or null before an offer. */
  offerTotal: money.nullable(),
  /** The offer's last day (YYYY-MM-DD, shop's time zone), or null before an offer. */
  validUntil: z.string().nullable(),
});
export type AdminQuoteRow = z.infer<typeof adminQuoteRow>;

/** A quote with what the customer asked, who they are, and how the shop answered. */
export const adminQuote = adminQuoteRow.extend({
  lang: z.enum(LANGS),
  mobile: z.string(),
  qty: z.number().int().nullable(),
  material: z.string(),
  processing: z.string(),
  /** The date the customer asked for, YYYY-MM-DD, or null. */
  dateRequirements: z.string().nullable(),
  content: z.string(),
  /** The images the customer attached (/uploads/…). */
  files: z.array(z.string()),
  /** The customer's account: the one that asked, or the one that accepted the offer. */
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  offer: z
    .object({
      lines: z.array(offerLine),
      message: z.string(),
      offerTime: timestamp,
      offeredBy: staffSummary.nullable(),
    })
    .nullable(),
  decline: z.object({ message: z.string(), declineTime: timestamp }).nullable(),
  /** The order the accepted offer became. */
  order: z
    .object({
      id: z.number().int(),
      orderNo: z.string(),
      paid: z.boolean(),
      acceptTime: timestamp,
    })
    .nullable(),
});
export type AdminQuote = z.infer<typeof adminQuote>;

/** A quote as answered; `mailed` is false when the mail failed (an offer's link is only in it). */
const quoteAnswered = z.object({ quote: adminQuote, mailed: z.boolean() });

const offerLineInput = z.object({
  title: requiredText(L.title),
  quantity: numberFromForm(z.number().int().min(1).max(QUOTE_MAX_QTY)),
  /** The whole line's price, in dollars. */
  price: dollarAmount(0.01),
});

/** An offer's lines: one to QUOTE_OFFER_LIMITS.lines, together no more than one order may cost. */
const offerLines = z
  .array(offerLineInput)
  .min(1)
  .max(L.lines)
  // Plain sums: a refused line's price may be far past what exact cents hold.
  .refine(
    (lines) => lines.reduce((cents, line) => cents + dollarsToCents(line.price), 0) <= MAX_ORDER_TOTAL_CENTS,
    {
      params: { reason: OFFER_TOTAL_TOO_LARGE },
    },
  );

export const adminQuoteList = endpoint({
  ...ADMIN_ROUTES.adminQuoteList,
  auth: false,
  staff: 'customers.manage',
  summary: 'The quotes, newest first, by status, found by the customer’s email or name',
  input: z.object({
    status: optionalChoice(QUOTE_STATUSES),
    q: optionalText(L.search),
    ...adminPaging,
  }),
  output: z.object({ list: z.array(adminQuoteRow), total: z.number().int() }),
});

export const adminQuoteDetail = endpoint({
  ...ADMIN_ROUTES.adminQuoteDetail,
  auth: false,
  staff: 'customers.manage',
  summary: 'A quote: the request with its files, the customer, the offer or the refusal, and the order',
  input: z.object({ id: idParam }),
  output: adminQuote,
});

export const adminQuoteOffer = endpoint({
  ...ADMIN_ROUTES.adminQuoteOffer,
  auth: false,
  staff: 'customers.manage',
  summary:
    'Offer a price: lines, the last day (from today to a year ahead, shop’s time zone) and a message, mailed to the customer with a new link; it replaces an earlier offer (whose link stops working) until one is accepted (409)',
  input: z.object({
    id: idParam,
    lines: offerLines,
    validUntil: z.iso.date().describe('YYYY-MM-DD, the last day the offer can be accepted'),
    message: optionalText(L.message),
  }),
  output: quoteAnswered,
});

export const adminQuoteDecline = endpoint({
  ...ADMIN_ROUTES.adminQuoteDecline,
  auth: false,
  staff: 'customers.manage',
  summary:
    'Decline a quote with a message mailed to the customer; an offer it had stops working. An accepted or already declined quote is 409',
  input: z.object({ id: idParam, message: requiredText(L.message) }),
  output: quoteAnswered,
});

/** What an offer says, as staff send it. */
export type OfferInput = Omit<z.output<typeof adminQuoteOffer.input>, 'id'>;
