import { createHash, randomBytes } from 'node:crypto';
import { CODE } from '@printshop/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { HttpError } from '../../http/errors.ts';
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

/** What a call that needs a member answers without a live session. */
export function notLoggedIn(): HttpError {
  return new HttpError(CODE.unauthorized, 'unauthorized');
}

/** The values a statement reading `liveSession` is run with: the token's hash and the time now. */
export type SessionKey = {
  tokenHash: string;
  now: Date;
};

export function sessionKey(token: string): SessionKey {
  return { tokenHash: hashSecret(token), now: new Date() };
}

/**
 * The member a live token opens, as the first table of a statement run with its SessionKey: one
 * row, or none for a token that opens none. A disabled account opens none: disabling deletes its
 * sessions, and the join also refuses one a log-in racing the disable may have written after.
 */
export function liveSession(db: Db) {
  return db
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
    .as('live_session');
}

/** The rows of a statement whose first table is `liveSession`, or a 401 when it had none. */
export function ofLiveSession<Row>(rows: Row[]): [Row, ...Row[]] {
  const [first, ...rest] = rows;
  if (first === undefined) throw notLoggedIn();
  return [first, ...rest];
}

/** The member a live token opens, or null. */
export async function memberIdForToken(db: Db, token: string): Promise<number | null> {
  const [row] = await memberOfSession(db).execute(sessionKey(token));
  return row?.memberId ?? null;
}

/** Every member call looks its token up: prepared (db/prepared.ts). */
const memberOfSession = preparedPerDatabase((db) => {
  const live = liveSession(db);
  return db.select({ memberId: live.memberId }).from(live).prepare('member_of_session');
});

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
