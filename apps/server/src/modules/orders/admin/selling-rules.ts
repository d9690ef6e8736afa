import { admin, CODE, centsToDollars, dollarsToCents, type Lang } from '@printshop/contract';
import { asc, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { withRegionNames } from '../../addresses/region-names.ts';
import { unknownPlace } from '../../addresses/regions.ts';
import { recordAudit } from '../../audit/record.ts';
import { shippingRates, taxRates } from '../tables.ts';

/** The owner saving a table, and from where (the audit log keeps both). */
export interface RulesEditor {
  staffId: number;
  ip: string;
}

/** Percent with two decimals from basis points, and back. */
const percentOf = (rateBp: number) => rateBp / 100;
const basisPoints = (percent: number) => Math.round(percent * 100);

async function taxRows(db: Db): Promise<admin.TaxRate[]> {
  const rows = await db
    .select()
    .from(taxRates)
    .orderBy(
      asc(taxRates.countryCode),
      sql`${taxRates.provinceCode} is not null`,
      asc(taxRates.provinceCode),
    );
  return rows.map((row) => ({
    countryCode: row.countryCode,
    provinceCode: row.provinceCode,
    rate: percentOf(row.rateBp),
  }));
}

async function shippingRows(db: Db): Promise<admin.ShippingRate[]> {
  const rows = await db
    .select()
    .from(shippingRates)
    .orderBy(sql`${shippingRates.countryCode} = ${admin.ANY_COUNTRY}`, asc(shippingRates.countryCode));
  return rows.map((row) => ({
    countryCode: row.countryCode,
    fee: centsToDollars(row.feeCents),
    freeOver: row.freeOverCents === null ? null : centsToDollars(row.freeOverCents),
    transitMinDays: row.transitMinDays,
    transitMaxDays: row.transitMaxDays,
  }));
}

/** The tax rates, each with its country's and state's names in the reader's language. */
export async function taxRateList(db: Db, lang: Lang) {
  const rows = await taxRows(db);
  const named = await withRegionNames(
    db,
    lang,
    rows.map((row) => ({ ...row, provinceCode: row.provinceCode ?? '' })),
  );
  return named.map((row, index) => ({ ...row, provinceCode: rows[index]!.provinceCode }));
}

/** The shipping fees, each with its country's name; the row for everywhere else is named ''. */
export async function shippingRateList(db: Db, lang: Lang) {
  const rows = await shippingRows(db);
  const named = await withRegionNames(
    db,
    lang,
    rows.map((row) => ({ ...row, provinceCode: '' })),
  );
  return named.map(({ provinceCode: _, province: __, ...row }) => ({
    ...row,
    country: row.countryCode === admin.ANY_COUNTRY ? '' : row.country,
  }));
}

/**
 * Makes a second save of the same table wait for the first: each replaces the whole table, and
 * two at once would leave both's rows. The checkout's reads are not held up.
 */
async function lockTable(tx: Db, table: typeof taxRates | typeof shippingRates): Promise<void> {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
}

async function requireKnownPlaces(db: Db, places: { countryCode: string; provinceCode: string | null }[]) {
  const unknown = await unknownPlace(db, places);
  if (unknown) throw new HttpError(CODE.badRequest, 'sellingRulesUnknownPlace', { place: unknown });
}

/** Replaces the tax rates in one transaction, with an audit row of the table before and after. */
export async function saveTaxRates(db: Database, rates: admin.TaxRate[], editor: RulesEditor): Promise<void> {
  await requireKnownPlaces(db, rates);
  await db.transaction(async (tx) => {
    await lockTable(tx, taxRates);
    const before = await taxRows(tx);
    await tx.delete(taxRates);
    if (rates.length > 0) {
      await tx.insert(taxRates).values(
        rates.map((rate) => ({
          countryCode: rate.countryCode,
          provinceCode: rate.provinceCode,
          rateBp: basisPoints(rate.rate),
        })),
      );
    }
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: 'taxRates.save',
      entity: 'selling_rules',
      entityId: null,
      before,
      after: await taxRows(tx),
    });
  });
}

/** Replaces the shipping fees in one transaction, with an audit row of the table before and after. */
export async function saveShippingRates(
  db: Database,
  rates: admin.ShippingRate[],
  editor: RulesEditor,
): Promise<void> {
  await requireKnownPlaces(
    db,
    rates
      .filter((rate) => rate.countryCode !== admin.ANY_COUNTRY)
      .map((rate) => ({ countryCode: rate.countryCode, provinceCode: null })),
  );
  await db.transaction(async (tx) => {
    await lockTable(tx, shippingRates);
    const before = await shippingRows(tx);
    await tx.delete(shippingRates);
    await tx.insert(shippingRates).values(
      rates.map((rate) => ({
        countryCode: rate.countryCode,
        feeCents: dollarsToCents(rate.fee),
        freeOverCents: rate.freeOver === null ? null : dollarsToCents(rate.freeOver),
        transitMinDays: rate.transitMinDays,
        transitMaxDays: rate.transitMaxDays,
      })),
    );
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: 'shippingRates.save',
      entity: 'selling_rules',
      entityId: null,
      before,
      after: await shippingRows(tx),
    });
  });
}
