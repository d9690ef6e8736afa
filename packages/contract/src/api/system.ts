import { z } from 'zod';
import { API_ROUTES } from '../routes.ts';
import { endpoint } from './endpoint.ts';

export const health = endpoint({
  ...API_ROUTES.health,
  auth: false,
  summary: 'Liveness and database reachability',
  input: z.object({}),
  output: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    uptime: z.number(),
  }),
});

export const ready = endpoint({
  ...API_ROUTES.ready,
  auth: false,
  summary:
    'Readiness, for a load balancer: 200 while this process can serve (the database answers and has ' +
    'every migration of this build), else 503 and why; a process shutting down answers 503 to every call',
  input: z.object({}),
  output: z.object({
    ready: z.boolean(),
    database: z.enum(['up', 'down']),
    pendingMigrations: z
      .array(z.string())
      .describe("This build's migrations the database has not applied, by name (none while it is down)"),
  }),
});
