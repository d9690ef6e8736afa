import { z } from 'zod';
import { QUOTE_MAX_FILES, QUOTE_MAX_LENGTH, QUOTE_MAX_QTY } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { endpoint } from './endpoint.ts';
import { UPLOAD_URL } from './files.ts';
import { joinedList, numberFromForm, optionalText, requiredText } from './inputs.ts';

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
