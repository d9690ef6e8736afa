/**
 * Catalog pricing rules: pure functions, no database.
 *
 * A SKU price is built in three steps:
 * 1. the base price of the chosen pack, from the kind's quantity-break table (unit price falls as the
 *    quantity rises; the price of a quantity option is the total for the whole pack);
 * 2. every other chosen value applies its surcharge rule: multipliers compound on the base, then the
 *    fixed add-ons (rush turnaround, set-up fees) are added once per order;
 * 3. the result is rounded to whole cents, then to a "nice" shelf price (see `nicePriceCents`).
 */

export const PRODUCT_KINDS = [
  'business-card',
  'folded-card',
  'label',
  'roll-label',
  'sticker',
  'box',
  'mailer-box',
  'postcard',
  'envelope',
  'letter',
  'menu',
  'table-tent',
  'flyer',
  'brochure',
  'booklet',
  'poster',
  'notepad',
  'letterhead',
  'hang-tag',
  'door-hanger',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** From `minQty` pieces on, each piece costs `unitCents` (fractions of a cent are fine here). */
interface QuantityBreak {
  minQty: number;
  unitCents: number;
}

/**
 * What choosing an attribute value does to the price. A quantity value sets the pack size; any
 * other value may scale the price (`multiplier`, 1.15 = +15%) and/or add a fixed amount per order.
 */
export interface PriceRule {
  quantity?: number;
  multiplier?: number;
  addCents?: number;
}

interface PricedValue {
  code: string;
  rule: PriceRule;
}

export interface PricedGroup {
  values: readonly PricedValue[];
}

export interface SkuPrice {
  codes: string;
  skuCode: string;
  priceCents: number;
}

const q = (minQty: number, unitCents: number): QuantityBreak => ({ minQty, unitCents });

/**
 * Standard unit prices per kind, ascending by quantity. Chosen so that common packs land on
 * round totals (250 business cards = 250 x 9.6 = $24.00) and bigger packs are clearly cheaper per piece.
 */
export const BASE_PRICES: Record<ProductKind, readonly QuantityBreak[]> = {
  'business-card': [q(100, 15), q(250, 9.6), q(500, 6.4), q(1000, 4.2), q(2500, 3), q(5000, 2.4)],
  'folded-card': [q(50, 44), q(100, 28), q(250, 18), q(500, 12.8), q(1000, 9)],
  label: [q(100, 12), q(250, 8), q(500, 5.6), q(1000, 3.8), q(2500, 2.6), q(5000, 2)],
  'roll-label': [q(250, 10), q(500, 6.4), q(1000, 4), q(2500, 2.4), q(5000, 1.7), q(10000, 1.2)],
  sticker: [q(50, 40), q(100, 26), q(250, 14), q(500, 9), q(1000, 6), q(2500, 4)],
  box: [q(50, 220), q(100, 150), q(250, 95), q(500, 68), q(1000, 48)],
  'mailer-box': [q(25, 520), q(50, 380), q(100, 290), q(250, 210), q(500, 165)],
  postcard: [q(100, 19), q(250, 11), q(500, 7.4), q(1000, 4.9), q(2500, 3.4), q(5000, 2.6)],
  envelope: [q(100, 30), q(250, 19), q(500, 13), q(1000, 9), q(2500, 6.6)],
  letter: [q(250, 22), q(500, 15), q(1000, 10.5), q(2500, 7.6), q(5000, 6)],
  menu: [q(25, 180), q(50, 120), q(100, 82), q(250, 52), q(500, 38)],
  'table-tent': [q(25, 160), q(50, 110), q(100, 74), q(250, 48), q(500, 36)],
  flyer: [q(100, 22), q(250, 12), q(500, 8), q(1000, 5.2), q(2500, 3.4), q(5000, 2.5)],
  brochure: [q(100, 55), q(250, 32), q(500, 21), q(1000, 14), q(2500, 9.6)],
  booklet: [q(25, 540), q(50, 380), q(100, 260), q(250, 175), q(500, 130)],
  poster: [q(1, 1900), q(5, 1200), q(10, 900), q(25, 650), q(50, 480), q(100, 360)],
  notepad: [q(10, 650), q(25, 460), q(50, 340), q(100, 260), q(250, 195)],
  letterhead: [q(100, 28), q(250, 17), q(500, 11.6), q(1000, 7.9), q(2500, 5.6)],
  'hang-tag': [q(100, 24), q(250, 14), q(500, 9.4), q(1000, 6.2), q(2500, 4.3)],
  'door-hanger': [q(100, 36), q(250, 21), q(500, 14), q(1000, 9.2), q(2500, 6.4)],
};

/** A kind's table scaled for one product line, e.g. 1.5 for a premium stock sold at 150% of standard. */
export function basePrices(kind: ProductKind, factor = 1): QuantityBreak[] {
  return BASE_PRICES[kind].map((row) => ({ minQty: row.minQty, unitCents: row.unitCents * factor }));
}

/** The unit price of the highest break not above `quantity`; below the first break the first applies. */
export function unitPriceCents(table: readonly QuantityBreak[], quantity: number): number {
  let unit = table[0]?.unitCents;
  if (unit === undefined) throw new Error('empty quantity-break table');
  for (const row of table) {
    if (row.minQty <= quantity) unit = row.unitCents;
  }
  return unit;
}

/** The total for a pack of `quantity` pieces, before surcharges. */
export function packPriceCents(table: readonly QuantityBreak[], quantity: number): number {
  return quantity * unitPriceCents(table, quantity);
}

/**
 * Shelf prices end in .00 or .50: the amount is rounded to the nearest half dollar (ties go up),
 * which keeps quantity-break totals such as $24.00 intact and never shows odd cents. The smallest
 * price is $0.50 so nothing is ever free.
 */
export function nicePriceCents(cents: number): number {
  const wholeCents = Math.round(cents);
  return Math.max(50, Math.round(wholeCents / 50) * 50);
}

/** The price of one combination of values (one value per group). */
export function priceOf(table: readonly QuantityBreak[], chosen: readonly PricedValue[]): number {
  // Products without a quantity group are sold one at a time.
  let quantity = 1;
  let multiplier = 1;
  let addCents = 0;
  for (const { rule } of chosen) {
    if (rule.quantity !== undefined) quantity = rule.quantity;
    multiplier *= rule.multiplier ?? 1;
    addCents += rule.addCents ?? 0;
  }
  return nicePriceCents(Math.round(packPriceCents(table, quantity) * multiplier + addCents));
}

/** Every combination of one value per group, in group order (the first group varies slowest). */
export function combinations<T>(groups: readonly (readonly T[])[]): T[][] {
  let result: T[][] = [[]];
  for (const values of groups) {
    result = result.flatMap((prefix) => values.map((value) => [...prefix, value]));
  }
  return result;
}

/**
 * The complete SKU matrix of a product. Throws when the codes would not identify a SKU:
 * a duplicate value code, or two combinations whose concatenated codes coincide.
 */
export function skuMatrix(
  productNo: string,
  table: readonly QuantityBreak[],
  groups: readonly PricedGroup[],
): SkuPrice[] {
  const seenCodes = new Set<string>();
  for (const group of groups) {
    if (group.values.length === 0) throw new Error(`${productNo}: an attribute group has no values`);
    for (const value of group.values) {
      if (seenCodes.has(value.code)) throw new Error(`${productNo}: duplicate value code ${value.code}`);
      seenCodes.add(value.code);
    }
  }
  const seenCombos = new Set<string>();
  return combinations(groups.map((group) => group.values)).map((chosen) => {
    const codes = chosen.map((value) => value.code).join('');
    if (seenCombos.has(codes)) throw new Error(`${productNo}: ambiguous SKU codes ${codes}`);
    seenCombos.add(codes);
    return { codes, skuCode: `${productNo}-${codes}`, priceCents: priceOf(table, chosen) };
  });
}

/** How many SKUs a product has: the product of its group sizes. */
export function matrixSize(groups: readonly PricedGroup[]): number {
  return groups.reduce((n, group) => n * group.values.length, 1);
}
