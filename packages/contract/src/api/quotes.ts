import { z } from 'zod';
import { QUOTE_MAX_FILES, QUOTE_MAX_LENGTH, QUOTE_MAX_QTY } from '../constants.ts';
import { endpoint } from './endpoint.ts';
import { UPLOAD_URL } from './files.ts';

export { QUOTE_MAX_FILES, QUOTE_MAX_LENGTH, QUOTE_MAX_QTY } from '../constants.ts';

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).default('');

/** An optional value the form may also send as '' or null, which mean "not given". */
const optionalValue = <S extends z.ZodType>(schema: S) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : (value as z.output<S>)));

/**
 * SPEC.md's quote fields. Keys are in SPEC.md section 5's validation order (name, email,
 * remark first), so the first problem reported is the one the form would have caught first.
 * fileurl is the comma-joined URLs the upload call answered; it arrives as a list.
 */
export const quoteInput = z.object({
  appellation: required(QUOTE_MAX_LENGTH.appellation),
  email: required(QUOTE_MAX_LENGTH.email).pipe(z.email()),
  content: required(QUOTE_MAX_LENGTH.content),
  companyName: optional(QUOTE_MAX_LENGTH.companyName),
  mobile: optional(QUOTE_MAX_LENGTH.mobile),
  productName: optional(QUOTE_MAX_LENGTH.productName),
  qty: optionalValue(z.number().int().min(1).max(QUOTE_MAX_QTY)),
  material: optional(QUOTE_MAX_LENGTH.material),
  processing: optional(QUOTE_MAX_LENGTH.processing),
  daterequirements: optionalValue(z.iso.date().describe('YYYY-MM-DD, today or later')),
  fileurl: z
    .string()
    .max(1000)
    .default('')
    .transform((joined) => [
      ...new Set(
        joined
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(UPLOAD_URL)).max(QUOTE_MAX_FILES))
    .describe('Comma-joined URLs answered by /api/file/upload'),
});

export const addQuote = endpoint({
  method: 'POST',
  path: '/api/quotation/add',
  body: 'json',
  auth: false,
  summary: 'Ask for a custom quote; the shopper and the shop are emailed',
  input: quoteInput,
  output: z.object({ id: z.number().int() }),
});
