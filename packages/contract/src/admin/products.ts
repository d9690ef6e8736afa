import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, numberFromForm, optionalText, requiredText, text } from '../api/inputs.ts';
import { adminPaging, atMostTwoDecimals, dollarAmount, optionalChoice } from './inputs.ts';
import { RULES_REPEATED } from './selling-rules.ts';

/**
 * The catalogue's prices, as an owner edits them: a product's price matrix (one price per
 * combination of its option values) cell by cell, and a range of products repriced by a
 * percentage at once. Carts follow on their next read (a cart line is priced when it is read);
 * orders keep what they were placed at.
 */

export const PRODUCT_LIMITS = {
  search: 100,
  /** The most combinations a product has: 2,500 in the largest matrix the shop expects, and room. */
  skus: 5000,
  /** A reprice names at most this many products at once. */
  repriceProducts: 500,
  /** A price moves by at most this percentage down, and up. */
  repriceDown: 90,
  repriceUp: 500,
} as const;

const productNo = requiredText(50);

/** Dollars with at most two decimals, above nothing: a combination is never free. */
const price = dollarAmount(0.01);

export const adminProductRow = z.object({
  productNo: z.string(),
  name: z.string(),
  /** The category it is listed in, and that category's parent if it has one: "Business cards / Standard". */
  category: z.string(),
  image: z.string(),
  active: z.boolean(),
  skuCount: z.number().int(),
  /** The lowest and highest price of its combinations, in dollars; null without any. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

/** A category as the back office names it: "Parent / Child" for a subcategory (level 2). */
export const productCategory = z.object({ id: z.number().int(), name: z.string(), level: z.number().int() });
export type ProductCategory = z.infer<typeof productCategory>;

export const adminProductList = endpoint({
  ...ADMIN_ROUTES.adminProductList,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Products by category and name, a page at a time: q matches the product number or the name in either language; categoryId a category or its subcategories',
  input: z.object({
    q: optionalText(PRODUCT_LIMITS.search),
    categoryId: idParam.optional(),
    visibility: optionalChoice(['shown', 'hidden']),
    ...adminPaging,
  }),
  output: z.object({
    list: z.array(adminProductRow),
    total: z.number().int(),
    /** Every category, for the filter (and the editor's choice of a subcategory, level 2). */
    categories: z.array(productCategory),
  }),
});

export const priceMatrix = z.object({
  productNo: z.string(),
  name: z.string(),
  /** The option groups in order, each with its values' codes and labels. */
  groups: z.array(
    z.object({ name: z.string(), values: z.array(z.object({ code: z.string(), label: z.string() })) }),
  ),
  /**
   * Every combination of the product's values, in group order (the first group varies slowest):
   * its codes (concatenated), one value label per group, its price, or null while it has none.
   */
  skus: z.array(
    z.object({
      codes: z.string(),
      skuCode: z.string(),
      values: z.array(z.string()),
      price: z.number().nullable(),
    }),
  ),
});
export type PriceMatrix = z.infer<typeof priceMatrix>;

export const adminProductPrices = endpoint({
  ...ADMIN_ROUTES.adminProductPrices,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'A product’s price matrix: its option groups and every combination of their values with its price (null when not priced yet)',
  input: z.object({ productNo }),
  output: priceMatrix,
});

export const adminSaveProductPrices = endpoint({
  ...ADMIN_ROUTES.adminSaveProductPrices,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Set the price (dollars) of each combination listed, in one transaction, pricing new combinations too; the others keep theirs. A combination of values the product does not have is a 400',
  input: z.object({
    productNo,
    skus: z
      // '' is the one combination of a product without options.
      .array(z.object({ codes: text().trim().max(200), price }))
      .min(1)
      .max(PRODUCT_LIMITS.skus)
      .refine((cells) => new Set(cells.map((cell) => cell.codes)).size === cells.length, {
        params: { reason: RULES_REPEATED },
      }),
  }),
  output: priceMatrix,
});

export const adminRepriceProducts = endpoint({
  ...ADMIN_ROUTES.adminRepriceProducts,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Move every price of the products named by a percentage (5 raises by 5 %, -10 lowers by 10 %), each rounded to the cent and never below one, in one transaction',
  input: z.object({
    productNos: z.array(productNo).min(1).max(PRODUCT_LIMITS.repriceProducts),
    percent: numberFromForm(
      z
        .number()
        .min(-PRODUCT_LIMITS.repriceDown)
        .max(PRODUCT_LIMITS.repriceUp)
        .refine((value) => value !== 0 && atMostTwoDecimals(value), {
          message: 'Not zero, at most two decimals',
        }),
    ),
  }),
  output: z.object({
    products: z.number().int().describe('How many products were repriced'),
    skus: z.number().int().describe('How many prices changed'),
  }),
});
