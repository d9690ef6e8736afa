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
