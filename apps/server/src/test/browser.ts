import { type Endpoint, encodeRequest, type OutputOf } from '@printshop/contract';
import { answerOf, type CallInput, type Reply } from './http.ts';

/** An answer over HTTP: the envelope as call() reads it, and the response's headers. */
export interface HttpReply<T> extends Reply<T> {
  headers: Headers;
}

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** RFC 6265's path match: the cookie's path is the request's, or a folder above it. */
function onPath(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  return (
    requestPath.startsWith(cookiePath) &&
    (cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/')
  );
}

/**
 * A browser's side of real HTTP requests to server processes: it keeps the cookies it is given
 * and sends them back on their paths, with headers of its own (a member's `token`, the `origin` of
 * the shop's pages). As in a browser, cookies do not tell ports apart: one browser talks to the
 * load balancer and to each process alike.
 */
export class TestBrowser {
  readonly #cookies = new Map<string, Cookie>();

  constructor(readonly headers: Record<string, string> = {}) {}

  /** A request with this browser's headers and the cookies of its path; keeps the cookies it sets. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const { pathname } = new URL(url);
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    const cookies = [...this.#cookies.values()].filter((cookie) => onPath(pathname, cookie.path));
    if (cookies.length > 0)
      headers.set('cookie', cookies.map(({ name, value }) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) this.#keep(line, pathname);
    return response;
  }

  /** Calls a contract endpoint at `origin`, its input encoded as the web app encodes it. */
  async call<E extends Endpoint>(
    origin: string,
    endpoint: E,
    input: CallInput<E>,
  ): Promise<HttpReply<OutputOf<E>>> {
    const { method, url, body, contentType } = encodeRequest(endpoint, input ?? {});
    const response = await this.fetch(origin + url, {
      method,
      body,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    const text = await response.text();
    const answer = answerOf<OutputOf<E>>({
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
      json: () => JSON.parse(text),
    });
    return { status: response.status, ...answer, headers: response.headers };
  }

  /** Keeps a Set-Cookie, or forgets the cookie when it has expired (a log-out clears it so). */
  #keep(line: string, requestPath: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const name = pair.slice(0, pair.indexOf('='));
    const path = attribute('path') ?? (requestPath.slice(0, requestPath.lastIndexOf('/')) || '/');
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    const expired =
      maxAge !== undefined ? Number(maxAge) <= 0 : expires !== undefined && Date.parse(expires) <= Date.now();
    const key = `${name} ${path}`;
    if (expired) this.#cookies.delete(key);
    else this.#cookies.set(key, { name, value: pair.slice(name.length + 1), path });
  }
}
