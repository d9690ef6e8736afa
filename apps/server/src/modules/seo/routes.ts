import { LANGS, langAlternates, langPath } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { catalogPaths } from '../catalog/service.ts';
import { contentPaths } from '../content/service.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A page's entries, one per language, each naming every language's URL in the sitemap
 * protocol's hreflang form, as the page's own alternate links do (docs/decisions/093).
 */
function pageEntries(base: string, path: string): string[] {
  const alternates = langAlternates(path)
    .map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(base + alternate.path)}"/>`,
    )
    .join('\n');
  return LANGS.map(
    (lang) => `  <url>\n    <loc>${escapeXml(base + langPath(path, lang))}</loc>\n${alternates}\n  </url>`,
  );
}

/**
 * /sitemap.xml lists every product, category, article and blog post, and the search page, in
 * each language; /robots.txt points to it.
 * Both name the shop by PUBLIC_URL, never by the request's Host: they are cached publicly, so a
 * forged Host would otherwise reach everyone behind the same cache.
 */
export function seoRoutes(app: FastifyInstance): void {
  app.get('/sitemap.xml', async (_request, reply) => {
    const base = app.config.publicUrl;
    const paths = [
      '/',
      '/search',
      ...(await contentPaths(app.db, app.config.shopTimeZone)),
      ...(await catalogPaths(app.db)),
    ];
    const urls = paths.flatMap((p) => pageEntries(base, p)).join('\n');
    reply.type('application/xml').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  });

  app.get('/robots.txt', async (_request, reply) => {
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
      `Sitemap: ${app.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });
}
