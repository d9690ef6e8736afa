import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { dashboard } from './service.ts';

/** The back office's first screen (docs/staff.md); route() checks the session and permission. */
export function dashboardRoutes(app: FastifyInstance): void {
  route(app, admin.adminDashboard, ({ lang, staff }) =>
    dashboard(app.db, lang, staff!.role, app.config.shopTimeZone),
  );
}
