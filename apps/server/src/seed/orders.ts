import type { Db } from '../db/client.ts';
import { coupons, shippingRates, taxRates } from '../modules/orders/tables.ts';

/**
 * Sales-tax and shipping rules (docs/pricing.md), a starting point for any shop. State rates are
 * the statewide base rates; a real shop would take them from its tax provider.
 */
const US_STATE_TAX_BP: Record<string, number> = {
  CA: 725,
  NY: 400,
  TX: 625,
  WA: 650,
  FL: 600,
  IL: 625,
  PA: 600,
  OH: 575,
  GA: 400,
  NC: 475,
  NJ: 663,
  VA: 530,
  MA: 625,
  AZ: 560,
  TN: 700,
  IN: 700,
  MI: 600,
  MN: 688,
  CO: 290,
  NV: 685,
};

export async function seedOrderRules(db: Db): Promise<void> {
  await db.insert(taxRates).values([
    ...Object.entries(US_STATE_TAX_BP).map(([provinceCode, rateBp]) => ({
      countryCode: 'US',
      provinceCode,
      rateBp,
    })),
    { countryCode: 'CA', provinceCode: null, rateBp: 500 },
    { countryCode: 'AU', provinceCode: null, rateBp: 1000 },
    { countryCode: 'GB', provinceCode: null, rateBp: 2000 },
  ]);
  await db.insert(shippingRates).values([
    { countryCode: 'US', feeCents: 995, freeOverCents: 9900, transitMinDays: 2, transitMaxDays: 5 },
    { countryCode: 'CA', feeCents: 1995, freeOverCents: 19_900, transitMinDays: 4, transitMaxDays: 8 },
    { countryCode: '*', feeCents: 2995, freeOverCents: null, transitMinDays: 6, transitMaxDays: 12 },
  ]);
}

/** Demo coupons, one per rule docs/pricing.md describes; a real shop makes its own. */
export async function seedDemoCoupons(db: Db): Promise<void> {
  const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
  await db.insert(coupons).values([
    { code: 'WELCOME10', kind: 'percent', value: 10 },
    { code: 'SAVE5', kind: 'fixed', value: 500, minSubtotalCents: 5000 },
    { code: 'BULK15', kind: 'percent', value: 15, minSubtotalCents: 20_000, usageLimit: 500 },
    { code: 'SPRING20', kind: 'percent', value: 20, expiresAt: yearAgo },
    { code: 'FIRSTONLY', kind: 'fixed', value: 1000, usageLimit: 1, usedCount: 1 },
  ]);
}
