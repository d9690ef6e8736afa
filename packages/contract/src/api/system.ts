import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  auth: false,
  summary: 'Liveness and database reachability',
  input: z.object({}),
  output: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    uptime: z.number(),
  }),
});
