import { type api, CODE, type Lang } from '@printshop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { resolveRegion } from './regions.ts';
import { addresses } from './tables.ts';

type AddressInput = z.output<typeof api.addressInput>;

const columns = {
  id: addresses.id,
  type: addresses.type,
  email: addresses.email,
  firstname: addresses.firstname,
  lastname: addresses.lastname,
  companyName: addresses.companyName,
  country: addresses.country,
  countryCode: addresses.countryCode,
  province: addresses.province,
  provinceCode: addresses.provinceCode,
  city: addresses.city,
  address: addresses.address,
  remark: addresses.remark,
  postalcode: addresses.postalcode,
  phone: addresses.phone,
};

export async function listAddresses(db: Db, memberId: number): Promise<api.Address[]> {
  const rows = await db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(asc(addresses.type));
  return rows as api.Address[];
}

export async function findAddress(db: Db, memberId: number, type: number): Promise<api.Address | undefined> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.type, type)));
  return row as api.Address | undefined;
}

async function normalise(db: Db, input: AddressInput, lang: Lang) {
  const names = await resolveRegion(db, input.countryCode, input.provinceCode, lang);
  return { ...input, ...names, countryCode: input.countryCode.toUpperCase() };
}

/** One address per type: saving a type that exists replaces it (atomic upsert). */
export async function saveAddress(
  db: Db,
  memberId: number,
  input: AddressInput,
  lang: Lang,
): Promise<api.Address> {
  const values = await normalise(db, input, lang);
  const [row] = await db
    .insert(addresses)
    .values({ ...values, memberId })
    .onConflictDoUpdate({ target: [addresses.memberId, addresses.type], set: values })
    .returning(columns);
  return row as api.Address;
}

/** Only the member's own address can be edited; anything else is 404, as if it did not exist. */
export async function updateAddress(
  db: Db,
  memberId: number,
  id: number,
  input: AddressInput,
  lang: Lang,
): Promise<api.Address> {
  const values = await normalise(db, input, lang);
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
  return row as api.Address;
}
