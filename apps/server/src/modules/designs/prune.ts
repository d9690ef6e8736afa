import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designs } from './tables.ts';

/**
 * How long a visitor's design is kept after its last save: its key lives in one browser's storage
 * only, and a visitor who comes back within this time still finds it (docs/decisions/100).
 */
export const ABANDONED_DESIGN_DAYS = 180;

/** Deletes the visitors' designs no one has saved for ABANDONED_DESIGN_DAYS (the hourly prune); answers how many. */
export async function pruneAbandonedDesigns(db: Db): Promise<number> {
  const gone = await db
    .delete(designs)
    .where(
      and(
        isNotNull(designs.visitorKeyHash),
        lt(designs.updatedAt, sql`now() - make_interval(days => ${ABANDONED_DESIGN_DAYS})`),
      ),
    )
    .returning({ id: designs.id });
  return gone.length;
}
