import { type api, CODE, type Lang, pick, REGION_LEVEL } from '@printshop/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
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
  return rows
    .map((r) => ({ id: r.id, title: pick(r.title, lang), regionid: r.code }))
    .sort((a, b) => a.title.localeCompare(b.title, lang === 'zh' ? 'zh-Hans-CN' : 'en'));
}

/**
 * Checks the country code, and the province code when the country has provinces, and returns
 * their names in the shopper's language: names a client sends are never stored as they are.
 */
export async function resolveRegion(
  db: Db,
  countryCode: string,
  provinceCode: string,
  lang: Lang,
): Promise<{ country: string; province: string }> {
  const [country] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.level, REGION_LEVEL.country), eq(regions.code, countryCode.toUpperCase())));
  if (!country) throw new HttpError(CODE.badRequest, 'regionInvalid');
  const provinces = await db.select().from(regions).where(eq(regions.parentId, country.id));
  if (provinces.length === 0) return { country: pick(country.title, lang), province: '' };
  const province = provinces.find((p) => p.code === provinceCode);
  if (!province) throw new HttpError(CODE.badRequest, 'provinceRequired');
  return { country: pick(country.title, lang), province: pick(province.title, lang) };
}
