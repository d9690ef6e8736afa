import { api } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { readiness, unreadyMessage } from './readiness.ts';

export function healthRoutes(app: FastifyInstance): void {
  route(app, api.health, async ({ reply }) => {
    const database = await app.db.execute(sql`select 1`).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    if (database === 'down') reply.status(503);
    const status = database === 'up' ? ('ok' as const) : ('degraded' as const);
    return { status, database, uptime: Math.round(process.uptime()) };
  });

  route(app, api.ready, async ({ lang, reply }) => {
    const state = await readiness(app.db);
    if (state.ready) return state;
    reply.status(503);
    return new Answer(state, unreadyMessage(state, lang));
  });
}
