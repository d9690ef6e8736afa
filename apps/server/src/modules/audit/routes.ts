import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { auditPage } from './service.ts';

export function auditRoutes(app: FastifyInstance): void {
  route(app, admin.adminAudit, ({ input }) => auditPage(app.db, input, app.config.shopTimeZone));
}
