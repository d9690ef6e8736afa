import { type Lang, parseLang } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Language from the `lang` query parameter (GET) or the `lang` header (every call). */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.lang = parseLang(query?.lang ?? request.headers.lang);
    done();
  });
}
