import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogPaths } from '../catalog/service.ts';
import { contentPaths } from '../content/service.ts';

function origin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** /sitemap.xml lists every product, category, article and blog post; /robots.txt points to it. */
export function seoRoutes(app: FastifyInstance): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const base = origin(app, request);
    const paths = ['/', ...(await contentPaths(app.db)), ...(await catalogPaths(app.db))];
    const urls = paths.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
    reply.type('application/xml').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });

  app.get('/robots.txt', async (request, reply) => {
    const account = [
      '/cart',
      '/checkout',
      '/order',
      '/orderDetail',
      '/payment-success',
      '/user',
      '/password',
      '/address',
      '/paymethod',
    ];
    reply.type('text/plain').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      ...account.map((p) => `Disallow: ${p}`),
      'Disallow: /api/',
      `Sitemap: ${origin(app, request)}/sitemap.xml`,
      '',
    ].join('\n');
  });
}
