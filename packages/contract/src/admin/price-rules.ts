import { dollarsToCents, MAX_ORDER_TOTAL_CENTS, shareOfCents } from '../money.ts';
import { combinationsOf } from './product-edit.ts';

/**
 * Prices filled from rules, so an owner prices a matrix of hundreds of combinations by a few
 * numbers: a base price, and what each option value adds, an amount or a percentage of the base.
 * The values of one group may be quantity price breaks instead: each sets the base price of the
 * combinations with that quantity (250 cards $24, 500 cards $32), and the other values' rules
 * apply on top. Pure: the price screen fills its grid with them, and the owner saves the grid.
 */

/** What choosing a value does: adds dollars, or a percentage of the base (-10 takes a tenth off). */
export interface ValueRule {
  kind: 'amount' | 'percent';
  value: number;
}

export interface PriceRules {
  /** Dollars: a combination's price before its values' rules, unless its quantity break sets one. */
  base: number;
  /** The group whose values are quantity price breaks, by its index; null when none is. */
  quantityGroup: number | null;
  /** A quantity break's base price in dollars, by its value's code; a break without one takes `base`. */
  breaks: Readonly<Record<string, number>>;
  /** The other values' rules by code; a value without one changes nothing. */
  values: Readonly<Record<string, ValueRule>>;
}

/** Percentages in hundredths (basis points), so 12.5 % is exact arithmetic. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * The price in cents of the combination of these values' codes (one per group, in group order):
 * the base (or the quantity break's), plus every percentage of it, plus every amount, rounded half
 * up to the cent once, never below a cent nor above what one order may cost.
 */
export function rulePriceCents(rules: PriceRules, codes: readonly string[]): number {
  const quantity = rules.quantityGroup === null ? undefined : codes[rules.quantityGroup];
  const base = dollarsToCents((quantity === undefined ? undefined : rules.breaks[quantity]) ?? rules.base);
  let percent = 0;
  let amount = 0;
  codes.forEach((code, group) => {
    const rule = group === rules.quantityGroup ? undefined : rules.values[code];
    if (rule?.kind === 'percent') percent += basisPoints(rule.value);
    if (rule?.kind === 'amount') amount += dollarsToCents(rule.value);
  });
  const cents = shareOfCents(base, 10_000 + percent, 10_000) + amount;
  return Math.min(MAX_ORDER_TOTAL_CENTS, Math.max(1, cents));
}

/**
 * Every combination of the groups' values (the first group varying slowest, as the matrix lists
 * them) with its price in dollars from the rules, by its codes concatenated.
 */
export function pricesFromRules(
  rules: PriceRules,
  groups: readonly { values: readonly { code: string }[] }[],
): Map<string, number> {
  return new Map(combinationsOf(groups).map((codes) => [codes.join(''), rulePriceCents(rules, codes) / 100]));
}
