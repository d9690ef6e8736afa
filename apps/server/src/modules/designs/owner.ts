import { randomBytes } from 'node:crypto';
import { api, CODE } from '@printshop/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { hashSecret } from '../identity/sessions.ts';
import { designs } from './tables.ts';

/**
 * Whose designs a call reads and writes (docs/decisions/100): the member whose token came with
 * it, or the visitor whose design key did, known by the key's SHA-256; a visitor who has not saved
 * yet has no key.
 */
export type DesignOwner = { memberId: number } | { keyHash: string | null };

/** An owner that can own rows: a member, or a visitor with a key. */
export type KnownOwner = { memberId: number } | { keyHash: string };

/** The owner of a call: a sent token must open a session (else 401); a sent key must be well formed (else 400). */
export async function ownerOf(request: FastifyRequest): Promise<DesignOwner> {
  if (request.token) return { memberId: await request.requireMember() };
  const key = request.headers[api.DESIGN_KEY_HEADER];
  if (key === undefined || key === '') return { keyHash: null };
  if (typeof key !== 'string' || !api.DESIGN_KEY_PATTERN.test(key)) {
    throw new HttpError(CODE.badRequest, 'designKeyInvalid');
  }
  return { keyHash: hashSecret(key) };
}

/** A new visitor's design key, answered once; only its hash is kept. */
export function newDesignKey(): { key: string; keyHash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, keyHash: hashSecret(key) };
}

/** The member an owner is, or null for a visitor: whose uploads its designs may use. */
export const memberOf = (owner: DesignOwner) => ('memberId' in owner ? owner.memberId : null);

/** The rows of the owner's designs; a visitor without a key has none. */
export function ownedBy(owner: DesignOwner): SQL {
  if ('memberId' in owner) return eq(designs.memberId, owner.memberId);
  return owner.keyHash === null ? sql`false` : eq(designs.visitorKeyHash, owner.keyHash);
}

/** The owner's columns of a new design row. */
export function ownerColumns(owner: KnownOwner) {
  return 'memberId' in owner
    ? { memberId: owner.memberId, visitorKeyHash: null }
    : { memberId: null, visitorKeyHash: owner.keyHash };
}

/**
 * Holds the owner's designs for the rest of the transaction, so two saves at once cannot both
 * pass the count of DESIGNS_PER_OWNER.
 */
export async function lockOwner(db: Db, owner: KnownOwner): Promise<void> {
  const name = 'memberId' in owner ? `designs:member:${owner.memberId}` : `designs:visitor:${owner.keyHash}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
