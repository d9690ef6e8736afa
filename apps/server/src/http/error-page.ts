import { CODE, type Endpoint, type Lang } from '@printshop/contract';
import type { FastifyRequest } from 'fastify';
import { t } from '../i18n/messages.ts';
import { escapeHtml } from '../modules/mail/summary.ts';

/** Its inline stylesheet and nothing else. */
export const ERROR_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#111;max-width:36rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.4rem}';

/**
 * Whether the request's call answers an HTML page (the contract's `produces`, which route()
 * keeps in the route's config): its failures are then a page too, since staff open it in a tab.
 */
export function answersPage(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { produces?: Endpoint['produces'] } | undefined;
  return config?.produces === 'text/html';
}

/** A small page saying why the call failed, in the reader's language, with the way back in. */
export function errorPage(lang: Lang, status: number, message: string): string {
  const [href, key] =
    status === CODE.unauthorized
      ? ['/admin/login', 'errorPageLogin' as const]
      : ['/admin', 'errorPageBack' as const];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(message)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(message)}</h1>
<p><a href="${href}">${escapeHtml(t(lang, key))}</a></p></body></html>
`;
}
