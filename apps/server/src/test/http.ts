import { type Endpoint, encodeRequest, type OutputOf } from '@printshop/contract';
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

/** The request the web app would send for `input`, encoded by the contract's `encodeRequest`. */
export function requestFor(endpoint: Endpoint, input: unknown): InjectOptions {
  const { method, url, body, contentType } = encodeRequest(endpoint, (input ?? {}) as object);
  return { method, url, payload: body, headers: contentType ? { 'content-type': contentType } : {} };
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
