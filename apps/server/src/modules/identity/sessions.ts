import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from './tables.ts';

const SESSION_DAYS = 30;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new opaque token; only its hash is stored. */
export async function createSession(db: Db, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insert(sessions).values({ memberId, tokenHash: hashSecret(token), expiresAt });
  return token;
}

export async function memberIdForToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ memberId: sessions.memberId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashSecret(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.memberId ?? null;
}
