import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Db } from '../db/client.ts';
import { regions } from '../modules/addresses/tables.ts';

const require = createRequire(import.meta.url);

interface SubdivisionSet {
  [countryCode: string]: { regions: { iso: string; name: string }[] };
}

/**
 * The countries the demo shop ships to most, first in every country list in this order (the
 * United States first); a shop sets its own in regions.priority.
 */
const SHIPPING_PRIORITY = ['US', 'CA', 'GB', 'AU', 'CN'];

/** Countries whose states or provinces the shop offers (docs/product.md#constants). */
const COUNTRIES_WITH_PROVINCES = ['US', 'CA', 'CN', 'AU', 'GB', 'DE', 'FR', 'JP', 'MX', 'IN'];

function loadSubdivisions(lang: 'en' | 'zh'): SubdivisionSet {
  const iso3166 = require('iso3166-2-db') as { getDataSet(lang: string, names: unknown): SubdivisionSet };
  return iso3166.getDataSet(lang, require(`iso3166-2-db/i18n/${lang}.json`));
}

/**
 * Countries with ISO 3166-1 codes and English and Chinese names (i18n-iso-countries), and
 * the states or provinces of COUNTRIES_WITH_PROVINCES (iso3166-2-db), codes without the
 * country prefix (CA for California).
 */
export async function seedRegions(db: Db): Promise<void> {
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
  const en = countries.getNames('en', { select: 'official' });
  const zh = countries.getNames('zh', { select: 'official' });
  const codes = Object.keys(en).sort((a, b) => (en[a] ?? '').localeCompare(en[b] ?? ''));
  const inserted = await db
    .insert(regions)
    .values(
      codes.map((code) => ({
        level: 1,
        code,
        parentId: null,
        title: { en: en[code]!, zh: zh[code] ?? en[code]! },
        priority: SHIPPING_PRIORITY.includes(code) ? SHIPPING_PRIORITY.indexOf(code) + 1 : null,
      })),
    )
    .returning({ id: regions.id, code: regions.code });
  const idByCode = new Map(inserted.map((row) => [row.code, row.id]));

  const subEn = loadSubdivisions('en');
  const subZh = loadSubdivisions('zh');
  const provinces = COUNTRIES_WITH_PROVINCES.flatMap((country) => {
    const zhNames = new Map(subZh[country]?.regions.map((r) => [r.iso, r.name]));
    return (subEn[country]?.regions ?? [])
      .slice()
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((r) => ({
        level: 2,
        code: r.iso,
        parentId: idByCode.get(country)!,
        title: { en: r.name, zh: zhNames.get(r.iso) ?? r.name },
      }));
  });
  await db.insert(regions).values(provinces);
}
