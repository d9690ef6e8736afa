import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { members, passwordResets, sessions } from './tables.ts';

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

/**
 * The member a live token opens, or null. A disabled account opens none: disabling deletes its
 * sessions, and the join also refuses one a log-in racing the disable may have written after.
 */
export async function memberIdForToken(db: Db, token: string): Promise<number | null> {
  const [row] = await liveSession(db).execute({ tokenHash: hashSecret(token), now: new Date() });
  return row?.memberId ?? null;
}

/** Every member call looks its token up: prepared (db/prepared.ts). */
const liveSession = preparedPerDatabase((db) =>
  db
    .select({ memberId: sessions.memberId })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(members.disabledAt),
      ),
    )
    .limit(1)
    .prepare('member_of_session'),
);

/** Deletes expired sessions and reset keys, used or not (the prune job); returns how many. */
export async function pruneExpiredSecrets(db: Db): Promise<number> {
  const now = new Date();
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ id: passwordResets.id });
  return gone.length + resets.length;
}
