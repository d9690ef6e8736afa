import type { FastifyInstance } from 'fastify';
import { pruneAbandonedDesigns } from '../designs/prune.ts';
import { pruneExpiredSecrets } from '../identity/sessions.ts';
import { pruneEndedWindows } from '../ratelimit/service.ts';
import { pruneIdleStaffSessions } from '../staff/sessions.ts';

/**
 * The hourly prune: rows that can no longer let anyone in or hold anyone back, and visitors'
 * designs left unsaved so long that their key is most likely gone with its browser.
 */
export async function pruneExpired(app: FastifyInstance): Promise<void> {
  const removed = {
    secrets: await pruneExpiredSecrets(app.db),
    staffSessions: await pruneIdleStaffSessions(app.db),
    rateLimits: await pruneEndedWindows(app.db),
    abandonedDesigns: await pruneAbandonedDesigns(app.db),
  };
  app.log.info({ removed }, 'expired sessions, reset keys, rate-limit windows and abandoned designs pruned');
}
