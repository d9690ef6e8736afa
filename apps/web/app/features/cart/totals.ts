import { type api, centsToDollars, dollarsToCents, sumCents, timesQty } from '@printshop/contract';

type Priced = Pick<api.CartLine, 'productNum' | 'unitPrice'>;

// Whole cents: summing dollar floats would show 0.1 × 3 as 0.30000000000000004.
const lineCents = (line: Priced) => timesQty(dollarsToCents(line.unitPrice), line.productNum);

/** Quantity times unit price, in dollars. */
export function lineTotal(line: Priced): number {
  return centsToDollars(lineCents(line));
}

/** docs/product.md#states: the subtotal is recomputed in the page from what it shows. */
export function subtotal(lines: readonly Priced[]): number {
  return centsToDollars(sumCents(lines.map(lineCents)));
}
