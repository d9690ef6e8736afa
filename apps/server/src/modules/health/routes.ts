import { api } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

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
}
