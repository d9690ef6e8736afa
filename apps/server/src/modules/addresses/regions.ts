import { type api, CODE, type Lang, pick, REGION_LEVEL } from '@printshop/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { RegionCodes } from './region-names.ts';
import { regions } from './tables.ts';

export async function queryRegions(
  db: Db,
  level: number,
  pid: number | undefined,
  lang: Lang,
): Promise<api.Region[]> {
  const parent = level === REGION_LEVEL.country ? isNull(regions.parentId) : eq(regions.parentId, pid ?? -1);
  const rows = await db
    .select()
    .from(regions)
    .where(and(eq(regions.level, level), parent))
    .orderBy(asc(regions.id));
  const collator = new Intl.Collator(lang === 'zh' ? 'zh-Hans-CN' : 'en');
  // The places the shop ships to most come first, in the shop's order; the rest alphabetically.
  const byPriority = (r: (typeof rows)[number]) => r.priority ?? Number.MAX_SAFE_INTEGER;
  return rows
    .map((r) => ({ row: r, title: pick(r.title, lang) }))
    .sort((a, b) => byPriority(a.row) - byPriority(b.row) || collator.compare(a.title, b.title))
    .map(({ row, title }) => ({ id: row.id, title, regionid: row.code }));
}

/**
 * Checks the country code, and the province code when the country has provinces, and returns
 * them as stored: codes only, since names a client sends are never trusted and are shown in
 * each reader's own language (region-names.ts).
 */
export async function checkRegion(db: Db, countryCode: string, provinceCode: string): Promise<RegionCodes> {
  const [country] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.level, REGION_LEVEL.country), eq(regions.code, countryCode.toUpperCase())));
  if (!country) throw new HttpError(CODE.badRequest, 'regionInvalid');
  const provinces = await db.select().from(regions).where(eq(regions.parentId, country.id));
  if (provinces.length === 0) return { countryCode: country.code, provinceCode: '' };
  const province = provinces.find((p) => p.code === provinceCode);
  if (!province) throw new HttpError(CODE.badRequest, 'provinceRequired');
  return { countryCode: country.code, provinceCode: province.code };
}

const provinces = alias(regions, 'provinces');

/**
 * The first of the places whose country, or whose province within its country, the address forms
 * do not offer (written `US/ZZ`), or null when all are known. One query however many places.
 */
export async function unknownPlace(
  db: Db,
  places: { countryCode: string; provinceCode: string | null }[],
): Promise<string | null> {
  const written = (country: string, province: string | null) =>
    province ? `${country}/${province}` : country;
  const rows = await db
    .select({ country: regions.code, province: provinces.code })
    .from(regions)
    .leftJoin(
      provinces,
      and(
        eq(provinces.parentId, regions.id),
        inArray(provinces.code, [...places.map((p) => p.provinceCode ?? ''), '']),
      ),
    )
    .where(
      and(
        eq(regions.level, REGION_LEVEL.country),
        inArray(regions.code, [...places.map((p) => p.countryCode), '']),
      ),
    );
  const known = new Set(rows.flatMap((row) => [row.country, written(row.country, row.province)]));
  const unknown = places.find((place) => !known.has(written(place.countryCode, place.provinceCode)));
  return unknown ? written(unknown.countryCode, unknown.provinceCode) : null;
}
