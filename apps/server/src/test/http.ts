import type { Endpoint, OutputOf } from '@printshop/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';

/** What a test sends to an endpoint: its input before parsing (numbers may be written as text). */
export type CallInput<E extends Endpoint> = z.input<E['input']>;

export interface CallOptions {
  token?: string;
  lang?: string;
  /** The caller's address, for the calls limited per address. */
  ip?: string;
  headers?: Record<string, string>;
}

/** An answer: the HTTP status and the envelope, `data` typed as the endpoint's on success. */
export interface Reply<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** The envelope of an inject() response. */
export function envelope<T = unknown>(response: { json(): unknown }): { code: number; msg: string; data: T } {
  return response.json() as { code: number; msg: string; data: T };
}

/** What a failed page says (http/error-page.ts): its heading, unescaped. */
export function errorPageMessage(html: string): string {
  const heading = /<h1>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
  return heading
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The answer of an inject() response: the envelope, or a failed page read as one. */
export function answerOf<T = unknown>(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}): { code: number; msg: string; data: T } {
  if (String(response.headers['content-type']).startsWith('text/html') && response.statusCode >= 400) {
    return { code: response.statusCode, msg: errorPageMessage(response.body), data: null as T };
  }
  return envelope<T>(response);
}

/** A value as a form or query string writes it: a list as repeated fields, an object as JSON. */
function formValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)];
}

/** The fields of an input that are given. */
function given(input: unknown): [string, unknown][] {
  return Object.entries((input ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
}

function formFields(input: unknown): [string, string][] {
  return given(input).flatMap(([name, value]) =>
    formValues(value).map((one): [string, string] => [name, one]),
  );
}

/**
 * A path segment's value encoded (an object or list as JSON); a lone surrogate, which
 * encodeURIComponent refuses, goes as the UTF-8 a lenient client would send (U+FFFD), so hostile
 * values still reach the server.
 */
function pathSegment(value: unknown): string {
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The endpoint's URL with its `:name` segments filled from the input, and the rest of the input. */
function fillPath(path: string, input: unknown): [string, unknown] {
  const rest = { ...((input ?? {}) as Record<string, unknown>) };
  const url = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = pathSegment(rest[name]);
    delete rest[name];
    return value;
  });
  return url === path ? [path, input] : [url, rest];
}

/**
 * The request the web app would send for `input`: GET as a query string, else the body the
 * endpoint takes (form, JSON, or multipart where a File in the input becomes a file part).
 * Path parameters (`/api/admin/orders/:id`) are filled from the input's field of that name.
 */
export function requestFor(endpoint: Endpoint, fullInput: unknown): InjectOptions {
  const [url, input] = fillPath(endpoint.path, fullInput);
  const params = new URLSearchParams(formFields(input));
  if (endpoint.method === 'GET') {
    return { method: 'GET', url: params.size ? `${url}?${params}` : url };
  }
  const post = { method: endpoint.method, url };
  if (endpoint.body === 'json') {
    return { ...post, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(input ?? {}) };
  }
  if (endpoint.body === 'multipart') {
    const form = new FormData();
    for (const [name, value] of given(input)) {
      if (value instanceof Blob) form.append(name, value);
      else for (const one of formValues(value)) form.append(name, one);
    }
    return { ...post, payload: form };
  }
  return {
    ...post,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: params.toString(),
  };
}

/** Calls a contract endpoint through Fastify inject, with its input encoded as requestFor() does. */
export function call<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<Reply<OutputOf<E>>> {
  return callUnchecked(app, endpoint, input, options);
}

/** call() with an input the contract's types do not allow, for the tests of what a 400 says. */
export async function callUnchecked<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: unknown,
  { token, lang, ip, headers }: CallOptions = {},
): Promise<Reply<OutputOf<E>>> {
  const sent = requestFor(endpoint, input);
  const res = await app.inject({
    ...sent,
    remoteAddress: ip,
    headers: {
      ...sent.headers,
      ...(token ? { token } : {}),
      ...(lang ? { lang } : {}),
      ...headers,
    },
  });
  return { status: res.statusCode, ...answerOf<OutputOf<E>>(res) };
}
