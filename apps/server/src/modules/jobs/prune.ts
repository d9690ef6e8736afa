import type { FastifyInstance } from 'fastify';
import { pruneExpiredSecrets } from '../identity/sessions.ts';
import { pruneEndedWindows } from '../ratelimit/service.ts';
import { pruneIdleStaffSessions } from '../staff/sessions.ts';

/** The hourly prune: rows that can no longer let anyone in or hold anyone back. */
export async function pruneExpired(app: FastifyInstance): Promise<void> {
  const removed = {
    secrets: await pruneExpiredSecrets(app.db),
    staffSessions: await pruneIdleStaffSessions(app.db),
    rateLimits: await pruneEndedWindows(app.db),
  };
  app.log.info({ removed }, 'expired sessions, reset keys and rate-limit windows pruned');
}
