import type { Lang } from './lang.ts';

/** The API shows money as dollars with two decimals; the database keeps integer cents. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** SPEC.md's number helper: always two decimals. */
export function toFixed2(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** `$12.50` in English, `12.50 美元` in Chinese. */
export function formatMoney(dollars: number, lang: Lang): string {
  const amount = toFixed2(dollars);
  return lang === 'zh' ? `${amount} 美元` : `$${amount}`;
}
