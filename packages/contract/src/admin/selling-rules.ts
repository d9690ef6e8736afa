import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { numberFromForm, text } from '../api/inputs.ts';
import { atMostTwoDecimals, dollarAmount } from './inputs.ts';

/**
 * The checkout's tax rates and shipping fees (docs/pricing.md), as an owner edits them: each
 * table is saved whole, in one transaction, so the checkout never sees half an edit.
 */

/** The shipping row for every country without one of its own. */
export const ANY_COUNTRY = '*';

/** More rows than a shop has destinations: every country, and the states of a few. */
export const SELLING_RULES_MAX_ROWS = 500;

/** The `params.reason` of a table that names a destination twice. */
export const RULES_REPEATED = 'rulesRepeated';
/** The `params.reason` of a shipping table without its row for everywhere else. */
export const SHIPPING_NEEDS_ANY = 'shippingNeedsAny';
/** The `params.reason` of a shipping row whose most transit days are fewer than its fewest. */
export const TRANSIT_REVERSED = 'transitReversed';

/** The most business days a parcel may be on its way. */
export const TRANSIT_MAX_DAYS = 60;

const regionCode = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,3}$/);

export const taxRate = z.object({
  countryCode: regionCode,
  /** A state or province of the country, or null for the whole country (a province's row wins). */
  provinceCode: z.preprocess((value) => (value === '' ? null : value), regionCode.nullable()),
  /** Percent of the taxed amount, at most two decimals (8.25). */
  rate: numberFromForm(
    z.number().min(0).max(100).refine(atMostTwoDecimals, { message: 'At most two decimals' }),
  ),
});
export type TaxRate = z.infer<typeof taxRate>;

const transitDays = numberFromForm(z.number().int().min(0).max(TRANSIT_MAX_DAYS));

export const shippingRate = z
  .object({
    /** A country's code, or ANY_COUNTRY for everywhere else. */
    countryCode: z.union([z.literal(ANY_COUNTRY), regionCode]),
    fee: dollarAmount(0),
    /** Free shipping from this subtotal (after the discount), or null for never. */
    freeOver: z.preprocess((value) => (value === '' ? null : value), dollarAmount(0).nullable()),
    /** Business days from shipping to the door, fewest and most: the checkout's delivery window. */
    transitMinDays: transitDays,
    transitMaxDays: transitDays,
  })
  .refine((row) => row.transitMinDays <= row.transitMaxDays, {
    params: { reason: TRANSIT_REVERSED },
    path: ['transitMaxDays'],
  });
export type ShippingRate = z.infer<typeof shippingRate>;

/** Each destination once. */
function once<T>(key: (row: T) => string) {
  return (rows: T[]) => new Set(rows.map(key)).size === rows.length;
}

export const adminTaxRates = endpoint({
  ...ADMIN_ROUTES.adminTaxRates,
  auth: false,
  staff: 'catalog.manage',
  summary: 'The sales tax rates by country and state, with the places’ names',
  input: z.object({}),
  output: z.object({
    list: z.array(taxRate.extend({ country: z.string(), province: z.string() })),
  }),
});

export const adminSaveTaxRates = endpoint({
  ...ADMIN_ROUTES.adminSaveTaxRates,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Replace the tax rates with these rows, each country and state once, every code one the address forms offer; a destination without a row pays no tax',
  input: z.object({
    rates: z
      .array(taxRate)
      .max(SELLING_RULES_MAX_ROWS)
      .refine(
        once((row: TaxRate) => `${row.countryCode}/${row.provinceCode ?? ''}`),
        {
          params: { reason: RULES_REPEATED },
        },
      ),
  }),
  output: adminTaxRates.output,
});

export const adminShippingRates = endpoint({
  ...ADMIN_ROUTES.adminShippingRates,
  auth: false,
  staff: 'catalog.manage',
  summary: 'The shipping fee by country, and the row for everywhere else, with the countries’ names',
  input: z.object({}),
  output: z.object({ list: z.array(z.object({ ...shippingRate.shape, country: z.string() })) }),
});

export const adminSaveShippingRates = endpoint({
  ...ADMIN_ROUTES.adminSaveShippingRates,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Replace the shipping fees with these rows: each country once, and one row for everywhere else (`*`)',
  input: z.object({
    rates: z
      .array(shippingRate)
      .min(1)
      .max(SELLING_RULES_MAX_ROWS)
      .refine(
        once((row: ShippingRate) => row.countryCode),
        { params: { reason: RULES_REPEATED } },
      )
      .refine((rows) => rows.some((row) => row.countryCode === ANY_COUNTRY), {
        params: { reason: SHIPPING_NEEDS_ANY },
      }),
  }),
  output: adminShippingRates.output,
});
