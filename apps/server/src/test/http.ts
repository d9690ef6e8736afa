import type { FastifyInstance } from 'fastify';
import { envelope } from './app.ts';

/** Short helpers for API tests: form-encoded POST and GET with optional token and language. */
export function client(app: FastifyInstance, defaults: { token?: string; lang?: string } = {}) {
  const headers = (token = defaults.token, lang = defaults.lang) => ({
    ...(token ? { token } : {}),
    ...(lang ? { lang } : {}),
  });
  return {
    async post<T = unknown>(url: string, form: Record<string, string | number> = {}, token?: string) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(
          Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
      });
      return { status: res.statusCode, ...envelope<T>(res) };
    },
    async postJson<T = unknown>(url: string, body: unknown, token?: string) {
      const res = await app.inject({ method: 'POST', url, headers: headers(token), payload: body as object });
      return { status: res.statusCode, ...envelope<T>(res) };
    },
    async get<T = unknown>(url: string, token?: string) {
      const res = await app.inject({ method: 'GET', url, headers: headers(token) });
      return { status: res.statusCode, ...envelope<T>(res) };
    },
  };
}
