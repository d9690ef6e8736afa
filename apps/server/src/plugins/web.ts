import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { backOfficeStatus } from './back-office-status.ts';
import { PageCache } from './page-cache.ts';
import { hashMarkedScripts } from './page-scripts.ts';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.ts';
import { pagePolicy } from './security-headers.ts';
import { type SharedPage, sendSharedPage, sharePage } from './shared-page.ts';
import { SEARCH_PAGE_PATH, SHARED_PAGE_PATHS, type SharedPageKey, sharedPageKey } from './shared-page-key.ts';
import { STAFF_PAGE_COOKIE } from './staff-auth.ts';

/**
 * The render's `cspNonce`: it marks the inline scripts React Router and React write, whose hashes
 * the page's policy then allows (page-scripts.ts). A secret of this process that no answer
 * carries, so no content can pass for one of those scripts.
 */
const SCRIPT_MARKER = randomBytes(18).toString('base64url');

/**
 * Shared pages are rendered once per key and change (docs/decisions/095) and kept within this
 * many bytes: a page weighs 100 to 200 kB in its three codings, so some hundreds fit.
 */
const SHARED_PAGE_BYTES = 64 * 1024 * 1024;

/** Search pages' own cache (docs/decisions/112): about a hundred pages. */
const SEARCH_PAGE_BYTES = 16 * 1024 * 1024;

/**
 * A staff edit empties the cache at once; the TTL bounds what changes with the clock (a ship-by
 * day, the year).
 */
const SHARED_PAGE_TTL_MS = 60_000;

/** A page rendered for one request, which may be a visitor's own: nothing may keep it. */
const OWN_CACHE_CONTROL = 'private, no-store';

interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  body: string;
  scriptHashes: string[];
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
  const hashed = hashMarkedScripts(await response.text(), SCRIPT_MARKER);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'set-cookie'));
  const { html, scriptHashes } = isHtml(headers) ? scriptsAfterFirstPaint(hashed) : hashed;
  return {
    status: response.status,
    headers,
    cookies: response.headers.getSetCookie(),
    body: html,
    scriptHashes,
  };
}

function isHtml(headers: Record<string, string>): boolean {
  return (headers['content-type'] ?? '').startsWith('text/html');
}

/** Only plain successful HTML pages without cookies are shared between visitors. */
function isShareable(page: RenderedPage): boolean {
  return page.status === 200 && page.cookies.length === 0 && isHtml(page.headers);
}

function isSharedPage(answer: RenderedPage | SharedPage): answer is SharedPage {
  return 'variants' in answer;
}

/**
 * Sends a page rendered for this request. `status` replaces a rendered page's 200 when the
 * server knows better than the client-rendered shell it holds (back-office-status.ts).
 */
function sendOwnPage(reply: FastifyReply, page: RenderedPage, status?: number): FastifyReply {
  reply.status(status !== undefined && page.status === 200 ? status : page.status);
  reply.headers(page.headers);
  if (page.cookies.length) reply.header('set-cookie', page.cookies);
  reply.header('cache-control', OWN_CACHE_CONTROL);
  reply.header('content-security-policy', pagePolicy(reply.server.config, page.scriptHashes));
  return reply.send(page.body);
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
 * inject), so a page render costs no extra network hop. The shared pages and search pages are kept
 * rendered (docs/decisions/095, 112); every other page is rendered per request.
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
  const context: AppLoadContext = { apiFetch, cspNonce: SCRIPT_MARKER, publicUrl: app.config.publicUrl };
  const render = async (request: Request) => readPage(await handle(request, context));

  /**
   * Rendered from its key alone, on the shop's own origin: nothing else of the visitor who asked
   * first (cookies, tokens, Host) reaches a page others are sent. The user agent only tells a
   * phone, which the key holds.
   */
  const renderShared = async (key: SharedPageKey, userAgent = ''): Promise<RenderedPage | SharedPage> => {
    const page = await render(
      new Request(new URL(key.url, app.config.publicUrl), {
        headers: { cookie: `lang=${key.lang}`, 'user-agent': userAgent },
      }),
    );
    if (!isShareable(page)) return page;
    const policy = pagePolicy(app.config, page.scriptHashes);
    return sharePage(page.body, { ...page.headers, 'content-security-policy': policy });
  };

  /** A cache of shared pages within `maxBytes`, emptied by every staff edit. */
  const sharedCache = (maxBytes: number) => {
    const cache = new PageCache({
      maxBytes,
      ttlMs: SHARED_PAGE_TTL_MS,
      keeps: isSharedPage,
      bytesOf: (page) => page.bytes,
    });
    app.changes.onChange(() => cache.clear());
    return cache;
  };
  const serveShared = (url: string, cache: ReturnType<typeof sharedCache>) =>
    // A shared page is compressed once (shared-page.ts), never per answer.
    app.get(url, { compress: false }, async (request, reply) => {
      const key = sharedPageKey(request);
      const answer = await cache.get(key.id, () => renderShared(key, request.headers['user-agent']));
      return isSharedPage(answer) ? sendSharedPage(request, reply, answer) : sendOwnPage(reply, answer);
    });
  const shared = sharedCache(SHARED_PAGE_BYTES);
  for (const url of SHARED_PAGE_PATHS) serveShared(url, shared);
  serveShared(SEARCH_PAGE_PATH, sharedCache(SEARCH_PAGE_BYTES));

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const page = await render(toWebRequest(request));
    // A document only: a router's data request (`….data`) keeps the status it was rendered with.
    const status = isHtml(page.headers)
      ? await backOfficeStatus(
          app.db,
          new URL(request.url, 'http://page').pathname,
          request.cookies[STAFF_PAGE_COOKIE],
        )
      : undefined;
    return sendOwnPage(reply, page, status);
  });
}
