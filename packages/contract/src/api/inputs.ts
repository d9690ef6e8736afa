import { z } from 'zod';
import { isStorableText } from '../text.ts';

/**
 * The builders of the contract's input fields. Every text input starts from `text()` and every
 * number input from `numberFromForm`, so no call lets through text the database cannot store or
 * reads `true`, `[]` or '' as a number.
 */

/** The `params.reason` of the issue `text()` raises, so the server can say what was wrong. */
export const UNSTORABLE_TEXT = 'unstorableText';

/** A string the database can store: no NUL, no unpaired surrogate. */
export const text = () =>
  z.string().refine(isStorableText, { params: { reason: UNSTORABLE_TEXT }, abort: true });

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => text().trim().min(1).max(max);

/** An optional text field: trimmed, '' when not given. */
export const optionalText = (max: number) => text().trim().max(max).default('');

/** A comma-joined list of URLs, as the upload call answered them, read as a list without repeats. */
export const joinedList = (maxLength: number) =>
  text()
    .max(maxLength)
    .default('')
    .transform((joined) => [
      ...new Set(
        joined
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      ),
    ]);

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number as JSON sends it, or as a form or query string writes it ("500"). '' and null mean
 * "not given", so `schema` decides with its own .optional() or .default(); booleans, arrays and
 * any other text stay what they are and fail as not a number.
 */
function readNumber(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const written = value.trim();
  if (written === '') return undefined;
  return DECIMAL.test(written) ? Number(written) : value;
}

export const numberFromForm = <S extends z.ZodType>(schema: S) => z.preprocess(readNumber, schema);

/** Ids are PostgreSQL `integer`s; anything larger would fail in the database instead of as a 400. */
const MAX_ID = 2_147_483_647;

const id = z.number().int().min(1).max(MAX_ID);

/** A numeric id from a query string, a form or JSON. */
export const idParam = numberFromForm(id);
export const optionalIdParam = numberFromForm(id.optional());
