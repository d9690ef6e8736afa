/**
 * A measure as en-US and zh-CN both write it: thousands grouped by commas, at most three
 * decimals, no trailing zeros (1,125; 3.25). Written out rather than made by Intl.NumberFormat,
 * whose first use cost a 4x slowed phone 60 ms of the product page's hydration (docs/decisions/107).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', decimals] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
