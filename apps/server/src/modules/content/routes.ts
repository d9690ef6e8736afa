import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { headerData } from './service.ts';

export function contentRoutes(app: FastifyInstance): void {
  route(app, api.homeTitle, ({ lang }) => headerData(app.db, lang));
}
