import { createHash, timingSafeEqual } from 'node:crypto';
import { CODE } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { jobCounts } from '../modules/jobs/queue.ts';

/**
 * The route label of a request no route matched: one value for every unknown address, so a
 * scanner's random URLs add no series.
 */
const UNMATCHED = 'unmatched';

/** The node-postgres pool's figures, read when Prometheus scrapes, never per request. */
const POOL_GAUGES: [name: string, help: string, read: (pool: pg.Pool) => number][] = [
  ['db_pool_connections', 'Connections the pool holds open to PostgreSQL', (pool) => pool.totalCount],
  ['db_pool_idle_connections', 'Open connections waiting for a query', (pool) => pool.idleCount],
  ['db_pool_waiting_queries', 'Queries waiting for a free connection', (pool) => pool.waitingCount],
];

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries the token. Both sides are hashed first, so the comparison takes
 * the same time whatever the guess and its length (timingSafeEqual needs equal lengths).
 */
function carriesToken(request: FastifyRequest, tokenHash: Buffer): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(given), tokenHash);
}

/**
 * GET /metrics in Prometheus' text format, for METRICS_TOKEN's bearer only (docs/decisions/091):
 * every request's latency by method, route pattern (never the raw URL, whose ids would make a
 * series per order) and status class, the job queue, the PostgreSQL pool and the process. One registry per app,
 * so apps built side by side (tests) count apart. Not called without a token: /metrics is then a
 * 404 and no request pays for a measurement.
 */
export function registerMetrics(app: FastifyInstance, token: string): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer; _count is the number of requests',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  const pool = poolOf(app.db);
  if (pool) {
    for (const [name, help, read] of POOL_GAUGES) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool));
        },
      });
    }
  }

  // Read from the queue's table when scraped: every process reports the one queue they share.
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue by state: created and retry wait, active run, failed gave up (mails listed for owners)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, state, count } of await jobCounts(app.db)) this.set({ queue, state }, count);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    latency.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  const tokenHash = sha256(token);
  app.get('/metrics', async (request, reply) => {
    if (!carriesToken(request, tokenHash)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(CODE.unauthorized, 'metricsUnauthorized');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
