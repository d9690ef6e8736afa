import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

/** Vite fingerprints everything under /assets, so those files never change under one name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: request.method, headers });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}

/**
 * Production only: serves the built web app's files and renders every other GET page with
 * React Router. Loaders reach the API in-process through `apiFetch` (Fastify inject), so a
 * page render costs no extra network hop.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const buildDir = app.config.webBuildDir;
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build" first`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? IMMUTABLE : 'public, max-age=3600');
    },
  });

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

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const response = await handle(toWebRequest(request), { apiFetch });
    return sendWebResponse(reply, response);
  });
}
