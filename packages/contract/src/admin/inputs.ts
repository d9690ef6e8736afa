import { z } from 'zod';
import { pageNumberParam } from '../api/catalog.ts';
import { idParam, numberFromForm, text } from '../api/inputs.ts';
import { MAX_ORDER_TOTAL_CENTS } from '../money.ts';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, FILTER_DAYS } from './limits.ts';

/** The page (from 1) and page size of a back-office list; a size over the maximum is refused. */
export const adminPaging = {
  page: pageNumberParam,
  size: numberFromForm(z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE)),
};

/** '' and null mean "not given": a filter form's "all" choice sends the field empty. */
const notGiven = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional choice of a filter: one of `values`, or not given. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(notGiven, z.enum(values).optional());

/** The reason a date filter's day outside FILTER_DAYS is refused, for the message that says so. */
export const DAY_OUT_OF_RANGE = 'dayOutOfRange';

/**
 * An optional day of a date filter, YYYY-MM-DD, read in the shop's time zone (the server's
 * SHOP_TIME_ZONE): a day of the calendar (no 2026-02-31) within FILTER_DAYS.
 */
export const optionalDay = z.preprocess(
  notGiven,
  z.iso
    .date()
    .refine((day) => day >= FILTER_DAYS.first && day <= FILTER_DAYS.last, {
      params: { reason: DAY_OUT_OF_RANGE },
    })
    .optional()
    .describe(
      `YYYY-MM-DD, a day in the shop's time zone from ${FILTER_DAYS.first} to ${FILTER_DAYS.last}; the range includes it`,
    ),
);

/** A list of ids as a link writes it (`1,2,3`), or the ids repeated: between 1 and `max` of them. */
export const idList = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((id) => id.trim() !== '') : value),
    z.array(idParam).min(1).max(max),
  );

/** A number written with at most two decimals: cents of a dollar, hundredths of a percent. */
export const atMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Dollars with at most two decimals, from `min` to what one order may cost. */
export const dollarAmount = (min: number) =>
  numberFromForm(
    z
      .number()
      .min(min)
      .max(MAX_ORDER_TOTAL_CENTS / 100)
      .refine(atMostTwoDecimals, { message: 'At most two decimals' }),
  );

/**
 * An image of the shop's media: one of its own drawings or an image staff uploaded
 * (`/media/uploads/<id>.webp`), each served at every width in MEDIA_WIDTHS.
 */
export const mediaPath = text()
  .trim()
  .max(200)
  .regex(/^\/media\/[\w/-]+\.webp$/);
