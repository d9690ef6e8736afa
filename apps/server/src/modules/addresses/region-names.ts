import { type Lang, type LocalizedText, pick, REGION_LEVEL } from '@printshop/contract';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { regions } from './tables.ts';

/** Where an address is: the codes stored, whatever language it was saved in. */
export interface RegionCodes {
  countryCode: string;
  provinceCode: string;
}

export type Named<T> = T & { country: string; province: string };

const provinces = alias(regions, 'provinces');

/** The titles of a place's country and province, null for a code the shop does not know. */
export interface RegionTitles {
  country: LocalizedText | null;
  province: LocalizedText | null;
}

/**
 * A place with its country and province named in the reader's language. A code the shop no
 * longer knows shows as the code itself rather than as nothing.
 */
export function namedPlace<T extends RegionCodes>(
  place: T,
  titles: RegionTitles | null,
  lang: Lang,
): Named<T> {
  return {
    ...place,
    country: titles?.country ? pick(titles.country, lang) : place.countryCode,
    province: place.provinceCode ? (titles?.province ? pick(titles.province, lang) : place.provinceCode) : '',
  };
}

/** Countries with their provinces among those `province` picks: a province only under its country. */
function regionsWhere(db: Db, country: SQL, province: SQL) {
  return db
    .select({
      countryCode: sql<string>`${regions.code}`.as('countryCode'),
      country: sql<LocalizedText>`${regions.title}`.as('country'),
      provinceCode: sql<string | null>`${provinces.code}`.as('provinceCode'),
      province: sql<LocalizedText | null>`${provinces.title}`.as('province'),
    })
    .from(regions)
    .leftJoin(provinces, and(eq(provinces.parentId, regions.id), province))
    .where(and(eq(regions.level, REGION_LEVEL.country), country));
}

/**
 * The titles of a stored address's places (a jsonb column holding RegionCodes) as a column of
 * a bigger select, for namedPlace; null when its country is unknown, or the column null.
 */
export function regionTitlesOf(db: Db, address: AnyPgColumn): SQL<RegionTitles | null> {
  return regionTitlesAt(db, sql`${address}->>'countryCode'`, sql`${address}->>'provinceCode'`);
}

/** The titles of the place whose codes `countryCode` and `provinceCode` hold, as regionTitlesOf gives them. */
export function regionTitlesAt(
  db: Db,
  countryCode: SQLWrapper,
  provinceCode: SQLWrapper,
): SQL<RegionTitles | null> {
  // The province as a subquery of its own, not a join: PostgreSQL then finds it by its parent and
  // code (regions_parent_code), where a join scanned every region for each address.
  const province = db
    .select({ title: provinces.title })
    .from(provinces)
    .where(and(eq(provinces.parentId, regions.id), eq(provinces.code, provinceCode)));
  const found = db
    .select({
      country: sql<LocalizedText>`${regions.title}`.as('country'),
      province: sql<LocalizedText | null>`(${province})`.as('province'),
    })
    .from(regions)
    .where(and(eq(regions.level, REGION_LEVEL.country), eq(regions.code, countryCode)))
    .limit(1);
  return sql<RegionTitles | null>`(select to_json(titles) from ${found} as titles)`;
}

/**
 * Gives each place its country and province names in the reader's language (namedPlace), in
 * one query however many places there are.
 */
export async function withRegionNames<T extends RegionCodes>(
  db: Db,
  lang: Lang,
  places: T[],
): Promise<Named<T>[]> {
  const countryCodes = [...new Set(places.map((p) => p.countryCode))];
  if (countryCodes.length === 0) return [];
  const rows = await regionsWhere(
    db,
    inArray(regions.code, countryCodes),
    inArray(provinces.code, [...new Set(places.map((p) => p.provinceCode)), '']),
  );
  const countries = new Map<string, LocalizedText>();
  const states = new Map<string, LocalizedText>();
  for (const row of rows) {
    countries.set(row.countryCode, row.country);
    if (row.provinceCode && row.province) states.set(`${row.countryCode}/${row.provinceCode}`, row.province);
  }
  return places.map((place) =>
    namedPlace(
      place,
      {
        country: countries.get(place.countryCode) ?? null,
        province: states.get(`${place.countryCode}/${place.provinceCode}`) ?? null,
      },
      lang,
    ),
  );
}

/** One place's names; see withRegionNames. */
export async function withRegionName<T extends RegionCodes>(db: Db, lang: Lang, place: T): Promise<Named<T>> {
  const [named] = await withRegionNames(db, lang, [place]);
  return named!;
}
