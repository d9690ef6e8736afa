import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isMobileUserAgent } from '@printshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { TtlCache } from '../lib/cache.ts';
import { backOfficeStatus } from './back-office-status.ts';
import { pagePolicy } from './security-headers.ts';
import { STAFF_PAGE_COOKIE } from './staff-auth.ts';

/**
 * A rendered page depends only on its URL, the language cookie and whether the device is a
 * phone: the shopper's token lives in localStorage, so nothing personal is rendered on the
 * server. Pages are therefore shared by every visitor for a short while.
 */
const PAGE_TTL_MS = 30_000;

/**
 * A Content-Security-Policy nonce must be new in every response, yet pages are rendered once
 * and shared. So a page is rendered with this placeholder as its nonce and every response
 * swaps in a fresh one, in the body and the policy alike. The placeholder is a secret of this
 * process that no response ever carries, so nobody can plant it in content to have it
 * turned into a valid nonce.
 */
const NONCE_PLACEHOLDER = randomBytes(18).toString('base64url');

interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
  shareable: boolean;
}

function pageKey(request: FastifyRequest): string[] {
  const lang = /(?:^|;\s*)lang=([^;]*)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  return [request.url, lang, isMobileUserAgent(request.headers['user-agent']) ? 'mobile' : 'desktop'];
}

/** Vite fingerprints everything under /assets, so those files never change under one name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function toWebRequest(request: FastifyRequest): Request {
  // Appended, not resolved: resolving `//host/path` against the origin would make it the origin.
  const url = new URL(`${request.protocol}://${request.host}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: request.method, headers });
}

async function readPage(response: Response): Promise<RenderedPage> {
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
    body: await response.text(),
    shareable: isShareable(response),
  };
}

/**
 * Sends a page with a fresh nonce. `status` replaces a rendered page's 200 when the server knows
 * better than the client-rendered shell it holds (back-office-status.ts).
 */
function sendPage(reply: FastifyReply, page: RenderedPage, cookies: string[], status?: number): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  reply.status(status !== undefined && page.status === 200 ? status : page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('content-security-policy', pagePolicy(reply.server.config, nonce));
  return reply.send(page.body.replaceAll(NONCE_PLACEHOLDER, nonce));
}

function isHtml(page: RenderedPage): boolean {
  return page.headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
}

/** Only plain successful HTML pages without cookies are shared between visitors. */
function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** Production only: serves the built web app's files and renders its pages (`servePages`). */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const buildDir = app.config.webBuildDir;
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build" first`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? IMMUTABLE : 'public, max-age=3600');
    },
  });
  servePages(app, build);
}

/**
 * Renders every GET page outside the API with React Router from `build` (the page tests give
 * one compiled from source). Loaders reach the API in-process through `apiFetch` (Fastify
 * inject), so a page render costs no extra network hop.
 */
export function servePages(app: FastifyInstance, build: ServerBuild): void {
  const handle = createRequestHandler(build, 'production');
  const apiFetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const result = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body as string | undefined,
    });
    return new Response(result.rawPayload, {
      status: result.statusCode,
      headers: result.headers as Record<string, string>,
    });
  };

  const pages = new TtlCache({ ttlMs: PAGE_TTL_MS, maxEntries: 1000 });
  app.changes.onChange(() => pages.clear());
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const key = pageKey(request);
    let cookies: string[] = [];
    const page = await pages.get(key, async () => {
      const response = await handle(toWebRequest(request), {
        apiFetch,
        cspNonce: NONCE_PLACEHOLDER,
        publicUrl: app.config.publicUrl,
      });
      cookies = response.headers.getSetCookie();
      return readPage(response);
    });
    if (!page.shareable) pages.delete(key);
    // A document only: a router's data request (`….data`) keeps the status it was rendered with.
    const status = isHtml(page)
      ? await backOfficeStatus(
          app.db,
          new URL(request.url, 'http://page').pathname,
          request.cookies[STAFF_PAGE_COOKIE],
        )
      : undefined;
    return sendPage(reply, page, cookies, status);
  });
}
