import { type Lang, pick, REGION_LEVEL } from '@printshop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { regions } from './tables.ts';

/** Where an address is: the codes stored, whatever language it was saved in. */
export interface RegionCodes {
  countryCode: string;
  provinceCode: string;
}

export type Named<T> = T & { country: string; province: string };

const provinces = alias(regions, 'provinces');

/**
 * Gives each place its country and province names in the reader's language, looked up from the
 * codes in one query however many places there are. A code the shop no longer knows shows as
 * the code itself rather than as nothing.
 */
export async function withRegionNames<T extends RegionCodes>(
  db: Db,
  lang: Lang,
  places: T[],
): Promise<Named<T>[]> {
  const countryCodes = [...new Set(places.map((p) => p.countryCode))];
  if (countryCodes.length === 0) return [];
  const rows = await db
    .select({
      countryCode: regions.code,
      country: regions.title,
      provinceCode: provinces.code,
      province: provinces.title,
    })
    .from(regions)
    .leftJoin(
      provinces,
      and(
        eq(provinces.parentId, regions.id),
        inArray(provinces.code, [...new Set(places.map((p) => p.provinceCode)), '']),
      ),
    )
    .where(and(eq(regions.level, REGION_LEVEL.country), inArray(regions.code, countryCodes)));
  const countries = new Map<string, string>();
  const states = new Map<string, string>();
  for (const row of rows) {
    countries.set(row.countryCode, pick(row.country, lang));
    if (row.provinceCode && row.province)
      states.set(`${row.countryCode}/${row.provinceCode}`, pick(row.province, lang));
  }
  return places.map((place) => ({
    ...place,
    country: countries.get(place.countryCode) ?? place.countryCode,
    province: place.provinceCode
      ? (states.get(`${place.countryCode}/${place.provinceCode}`) ?? place.provinceCode)
      : '',
  }));
}

/** One place's names; see withRegionNames. */
export async function withRegionName<T extends RegionCodes>(db: Db, lang: Lang, place: T): Promise<Named<T>> {
  const [named] = await withRegionNames(db, lang, [place]);
  return named!;
}
