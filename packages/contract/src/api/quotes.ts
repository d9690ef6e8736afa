import { z } from 'zod';
import { QUOTE_MAX_FILES, QUOTE_MAX_LENGTH, QUOTE_MAX_QTY } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { address } from './addresses.ts';
import { endpoint } from './endpoint.ts';
import { UPLOAD_URL } from './files.ts';
import { joinedList, numberFromForm, optionalText, requiredText, text } from './inputs.ts';

export { QUOTE_MAX_FILES, QUOTE_MAX_LENGTH, QUOTE_MAX_QTY } from '../constants.ts';

/**
 * docs/product.md's quote fields. Keys are in docs/product.md#validation's validation order (name, email,
 * remark first), so the first problem reported is the one the form would have caught first.
 * fileurl is the comma-joined URLs the upload call answered; it arrives as a list.
 */
export const quoteInput = z.object({
  appellation: requiredText(QUOTE_MAX_LENGTH.appellation),
  email: requiredText(QUOTE_MAX_LENGTH.email).pipe(z.email()),
  content: requiredText(QUOTE_MAX_LENGTH.content),
  companyName: optionalText(QUOTE_MAX_LENGTH.companyName),
  mobile: optionalText(QUOTE_MAX_LENGTH.mobile),
  productName: optionalText(QUOTE_MAX_LENGTH.productName),
  qty: numberFromForm(z.number().int().min(1).max(QUOTE_MAX_QTY).optional()),
  material: optionalText(QUOTE_MAX_LENGTH.material),
  processing: optionalText(QUOTE_MAX_LENGTH.processing),
  /** '' or null mean "not given", as the form may send either. */
  daterequirements: z
    .union([z.literal(''), z.null(), z.iso.date().describe('YYYY-MM-DD, today or later')])
    .optional()
    .transform((value) => value || undefined),
  fileurl: joinedList(1000)
    .pipe(z.array(z.string().regex(UPLOAD_URL)).max(QUOTE_MAX_FILES))
    .describe('Comma-joined URLs answered by /api/file/upload'),
});

export const addQuote = endpoint({
  ...API_ROUTES.addQuote,
  auth: false,
  summary: 'Ask for a custom quote; the shopper and the shop are emailed',
  input: quoteInput,
  output: z.object({ id: z.number().int() }),
});

/**
 * The hidden catalogue product every accepted offer's lines are ordered as (docs/decisions/085): one
 * combination, never listed, in every shop.
 */
export const QUOTE_PRODUCT_NO = 'QUOTE';

/**
 * An offer's key, as the link mailed to the customer carries it (/quotes/offer?key=…): 32 random
 * bytes in base64url. Only its SHA-256 is stored; a new offer on the quote makes a new key.
 */
export const OFFER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const offerKey = z.object({
  key: text().regex(OFFER_KEY_PATTERN).describe('The key of the offer’s link, 43 characters of base64url'),
});

const money = z.number().describe('US dollars, two decimals');

/** One line of an offer: what is made, how many, and the price of the whole line. */
export const offerLine = z.object({
  title: z.string(),
  quantity: z.number().int(),
  price: money,
});
export type OfferLine = z.infer<typeof offerLine>;

export const quoteOffer = z.object({
  /** The quote's reference, as the mails name it (Q000123). */
  reference: z.string(),
  /** An expired offer answers 410, a replaced, declined or unknown one 404. */
  status: z.enum(['offered', 'accepted']),
  lines: z.array(offerLine),
  /** The lines' total; tax and shipping follow the member's delivery address as checkout prices them. */
  subtotal: money,
  tax: money,
  deliveryfee: money,
  total: money,
  /** The last day the offer can be accepted (YYYY-MM-DD, the shop's time zone). */
  validUntil: z.string(),
  message: z.string(),
  /** The delivery address of the member whose token came with the call; null for a visitor or none yet. */
  memberAddress: address.nullable(),
  /** The order the offer became, shown only to the member who accepted it. */
  order: z
    .object({ id: z.number().int(), orderNo: z.string(), totalAmount: money, paid: z.boolean() })
    .nullable(),
});
export type QuoteOffer = z.infer<typeof quoteOffer>;

export const quoteOfferDetail = endpoint({
  ...API_ROUTES.quoteOfferDetail,
  auth: false,
  summary:
    'The offer of a quote by the key its mail links to, to anyone holding the key; with a token, priced for that member’s delivery address. Unknown or replaced key 404, expired 410',
  input: offerKey,
  output: quoteOffer,
});

export const acceptQuoteOffer = endpoint({
  ...API_ROUTES.acceptQuoteOffer,
  auth: true,
  summary:
    'Accept an offer: an unpaid order of its lines, with the quote’s files, taxed and shipped to the member’s delivery address; then the usual payment calls. Accepting again answers the same order; another member’s acceptance 409, expired 410',
  input: offerKey,
  output: z.object({ orderId: z.number().int(), orderNo: z.string() }),
});
