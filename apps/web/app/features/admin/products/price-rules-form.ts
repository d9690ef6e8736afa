import { admin } from '@printshop/contract';

/** A value's rule as its inputs hold it: its kind, and its figure as typed ('' adds nothing). */
export interface ValueRuleText {
  kind: admin.ValueRule['kind'];
  value: string;
}

/**
 * The "Fill from rules" panel's inputs as typed: the base price, the group of quantity breaks
 * (its index, or ''), each break's base price ('' takes the base), each other value's rule.
 */
export interface RulesForm {
  base: string;
  quantityGroup: string;
  breaks: Readonly<Record<string, string>>;
  values: Readonly<Record<string, ValueRuleText>>;
}

export const newRulesForm = (): RulesForm => ({ base: '', quantityGroup: '', breaks: {}, values: {} });

/** A figure as typed: a number with at most two decimals, '' as `empty`, else null. */
function figureOf<E>(text: string, empty: E): number | E | null {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  const value = Number(trimmed);
  return Number.isFinite(value) && admin.atMostTwoDecimals(value) ? value : null;
}

/**
 * The rules the panel's inputs say, or null when one is not a figure: a base price is needed (0
 * or more), and each filled figure has at most two decimals. A break or a price is never below 0.
 */
export function rulesOf(form: RulesForm): admin.PriceRules | null {
  const base = figureOf(form.base, null);
  if (base === null || base < 0) return null;
  const breaks: Record<string, number> = {};
  for (const [code, text] of Object.entries(form.breaks)) {
    const price = figureOf(text, undefined);
    if (price === null || (price !== undefined && price < 0)) return null;
    if (price !== undefined) breaks[code] = price;
  }
  const values: Record<string, admin.ValueRule> = {};
  for (const [code, rule] of Object.entries(form.values)) {
    const value = figureOf(rule.value, 0);
    if (value === null) return null;
    values[code] = { kind: rule.kind, value };
  }
  const group = Number(form.quantityGroup);
  return {
    base,
    quantityGroup: form.quantityGroup === '' || !Number.isInteger(group) ? null : group,
    breaks,
    values,
  };
}
