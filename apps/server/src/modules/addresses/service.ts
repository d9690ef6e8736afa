import { type api, CODE, type Lang } from '@printshop/contract';
import { and, asc, eq, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { HttpError } from '../../http/errors.ts';
import {
  namedPlace,
  type RegionTitles,
  regionTitlesAt,
  withRegionName,
  withRegionNames,
} from './region-names.ts';
import { checkRegion } from './regions.ts';
import { addresses } from './tables.ts';

type AddressInput = z.output<typeof api.addressInput>;

const columns = {
  id: addresses.id,
  type: addresses.type,
  email: addresses.email,
  firstname: addresses.firstname,
  lastname: addresses.lastname,
  companyName: addresses.companyName,
  countryCode: addresses.countryCode,
  provinceCode: addresses.provinceCode,
  city: addresses.city,
  address: addresses.address,
  remark: addresses.remark,
  postalcode: addresses.postalcode,
  phone: addresses.phone,
};

/** An address as stored: where it is by codes only. */
export type StoredAddress = Omit<api.Address, 'country' | 'province'>;

export async function listAddresses(db: Db, memberId: number, lang: Lang): Promise<api.Address[]> {
  const rows = await db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(asc(addresses.type));
  return withRegionNames(db, lang, rows as StoredAddress[]);
}

export async function findStoredAddress(
  db: Db,
  memberId: number,
  type: number,
): Promise<StoredAddress | undefined> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.type, type)));
  return row as StoredAddress | undefined;
}

/** An address's columns with its places' titles, for a select of addresses; namedAddress reads them. */
export function addressFields(db: Db) {
  return { ...columns, titles: regionTitlesAt(db, addresses.countryCode, addresses.provinceCode) };
}

/** Picks, among addresses, the address of `type` of the member whose id `memberId` holds. */
export function addressOf(memberId: SQLWrapper | Placeholder, type: number | Placeholder) {
  return and(eq(addresses.memberId, memberId), eq(addresses.type, type));
}

/** An address read with addressFields, its country and province named in `lang`. */
export function namedAddress(
  { titles, ...stored }: { titles: RegionTitles | null },
  lang: Lang,
): api.Address {
  return namedPlace(stored as StoredAddress, titles, lang);
}

/** The member's address of `type`, with its country and province named in `lang`: one query. */
export async function findAddress(
  db: Db,
  memberId: number,
  type: number,
  lang: Lang,
): Promise<api.Address | undefined> {
  const [row] = await addressWithTitles(db).execute({ memberId, type });
  return row && namedAddress(row, lang);
}

/** A quote's offer reads the viewer's delivery address at every request: prepared (db/prepared.ts). */
const addressWithTitles = preparedPerDatabase((db) =>
  db
    .select(addressFields(db))
    .from(addresses)
    .where(addressOf(sql.placeholder('memberId'), sql.placeholder('type')))
    .prepare('address_with_titles'),
);

/** What is stored of an address: the client's country and province names are dropped for codes. */
async function normalise(db: Db, input: AddressInput) {
  const { country: _country, province: _province, ...fields } = input;
  return { ...fields, ...(await checkRegion(db, input.countryCode, input.provinceCode)) };
}

/** One address per type: saving a type that exists replaces it (atomic upsert). */
export async function saveAddress(
  db: Db,
  memberId: number,
  input: AddressInput,
  lang: Lang,
): Promise<api.Address> {
  const values = await normalise(db, input);
  const [row] = await db
    .insert(addresses)
    .values({ ...values, memberId })
    .onConflictDoUpdate({ target: [addresses.memberId, addresses.type], set: values })
    .returning(columns);
  return withRegionName(db, lang, row as StoredAddress);
}

/** Only the member's own address can be edited; anything else is 404, as if it did not exist. */
export async function updateAddress(
  db: Db,
  memberId: number,
  id: number,
  input: AddressInput,
  lang: Lang,
): Promise<api.Address> {
  const values = await normalise(db, input);
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .returning(columns)
    .catch((error: { cause?: { code?: string }; code?: string }) => {
      // Changing the type onto one the member already has breaks one-address-per-type.
      if ((error.cause?.code ?? error.code) === '23505')
        throw new HttpError(CODE.conflict, 'addressTypeTaken');
      throw error;
    });
  if (!row) throw new HttpError(CODE.notFound, 'addressNotFound');
  return withRegionName(db, lang, row as StoredAddress);
}
