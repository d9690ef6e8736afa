import { CODE } from '@printshop/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { rateLimits } from './tables.ts';

export interface Limit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit against each limit in a single atomic upsert per limit and answers 429 when
 * any is exceeded, saying when its window ends (in the message and Retry-After). A window that
 * has passed starts again at 1.
 */
export async function hit(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const resetAt = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: limit.key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} < now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} < now() then ${resetAt} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
      });
    if (row && row.hits > limit.max) throw tooManyAttempts(row.secondsLeft);
  }
}

function tooManyAttempts(secondsLeft: number): HttpError {
  const seconds = Math.max(1, secondsLeft);
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    CODE.tooManyRequests,
    'tooManyAttempts',
    { minutes },
    { 'retry-after': String(seconds) },
  );
}

/**
 * Takes back one hit of each limit, for attempts that turned out not to count (a login that
 * succeeded). Counted first and refunded after, rather than counted after, so a burst of
 * simultaneous attempts cannot all slip in before the first failure is counted. A window that
 * has passed meanwhile is left alone.
 */
export async function refund(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, limit.key), gte(rateLimits.resetAt, sql`now()`)));
  }
}

/** Deletes the windows that have ended (the prune job): a new hit starts its window afresh anyway. */
export async function pruneEndedWindows(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return gone.length;
}
