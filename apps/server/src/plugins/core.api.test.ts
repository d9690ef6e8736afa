import { brotliDecompressSync } from 'node:zlib';
import { api, endpoint, type OutputOf } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../http/route.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call, callUnchecked, envelope, errorPageMessage } from '../test/http.ts';

const echo = endpoint({
  method: 'POST',
  path: '/api/test/echo',
  body: 'json',
  auth: false,
  summary: 'test only',
  input: z.object({ qty: api.numberFromForm(z.number().int()), name: api.text().max(5) }),
  output: z.object({ qty: z.number(), name: z.string() }),
});
const page = endpoint({
  method: 'GET',
  path: '/api/test/page',
  auth: false,
  produces: 'text/html',
  summary: 'test only',
  input: z.object({ qty: api.numberFromForm(z.number().int()) }),
  output: z.string(),
});
const secret = endpoint({
  method: 'GET',
  path: '/api/test/secret',
  auth: true,
  summary: 'test only',
  input: z.object({}),
  output: z.object({}),
});

describe('server core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        route(app, echo, async ({ input }) => input);
        route(app, secret, async () => ({}));
        route(app, page, async ({ input }) => `<p>${input.qty}</p>`);
        app.get('/api/test/parser-error', async () => {
          throw Object.assign(new Error('Unexpected token at position 7'), { statusCode: 400 });
        });
        app.get('/api/test/crash', async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('wraps data in the envelope with code 200', async () => {
    const res = await call(t.app, echo, { qty: '7', name: 'ab' });
    expect(res).toEqual({ status: 200, code: 200, msg: 'Success', data: { qty: 7, name: 'ab' } });
  });

  it('sends the page of a call that produces one as is, and its failures as a small page saying why', async () => {
    const res = await t.app.inject({ url: '/api/test/page?qty=3' });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('<p>3</p>');
    const refused = await t.app.inject({ url: '/api/test/page?qty=x&lang=zh' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    expect(refused.body).toContain('<html lang="zh">');
    expect(errorPageMessage(refused.body)).toBe('请为数量填写数字');
    expect(await callUnchecked(t.app, page, { qty: 'x' })).toMatchObject({
      status: 400,
      msg: 'Please enter a number for quantity',
    });
  });

  it('compresses what a client accepts compressed, and leaves it plain otherwise', async () => {
    const url = '/api/home/hometitle';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).code).toBe(200);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(200);
  });

  it('accepts form-encoded bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'qty=3&name=x&ignored=1',
    });
    expect(envelope(res).data).toEqual({ qty: 3, name: 'x' });
  });

  it('answers bad input with 400 naming the field, in the request language', async () => {
    const en = await call(t.app, echo, { qty: 'x', name: 'toolong' });
    expect(en).toMatchObject({ status: 400, code: 400, msg: 'Please enter a number for quantity' });
    const zh = await callUnchecked(t.app, echo, { name: 'ab' }, { lang: 'zh' });
    expect(zh).toMatchObject({ status: 400, msg: '请输入数量' });
  });

  it("answers the framework's own client errors in the shopper's words, never its developer text", async () => {
    const parser = await t.app.inject({ url: '/api/test/parser-error' });
    expect(parser.statusCode).toBe(400);
    expect(envelope(parser)).toEqual({ code: 400, msg: 'This request is not valid', data: null });
    const badUrl = await t.app.inject({ url: '/api/product/dtl%E4?productNo=1', headers: { lang: 'zh' } });
    expect(badUrl.statusCode).toBe(400);
    expect(envelope(badUrl)).toEqual({ code: 400, msg: '请求无效', data: null });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"qty": ',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe(400);
  });

  it('rejects bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ qty: 1, name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res).code).toBe(413);
  });

  it('rejects unknown content types with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<qty>1</qty>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers unknown API calls with a 404 envelope', async () => {
    const res = await t.app.inject('/api/nope?lang=zh');
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ code: 404, msg: '不存在的接口：GET /api/nope', data: null });
  });

  it('never leaks internals of an unexpected error', async () => {
    const res = await t.app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    expect(envelope(res).msg).toBe('Something went wrong on our side, please try again');
  });

  it('asks for a login when a member-only call has no valid token', async () => {
    for (const headers of [{}, { token: 'forged' }, { authorization: 'Bearer forged' }] as Record<
      string,
      string
    >[]) {
      const res = await call(t.app, secret, {}, { headers });
      expect(res).toMatchObject({ status: 401, code: 401, msg: 'Please log in first' });
    }
  });

  it('takes the language from the query, then the header; anything else is English', async () => {
    const title = async (url: string, headers: Record<string, string> = {}) =>
      envelope<OutputOf<typeof api.homeTitle>>(await t.app.inject({ url, headers })).data.hometitle;
    const en = await title('/api/home/hometitle');
    const zh = await title('/api/home/hometitle?lang=zh');
    expect(zh).not.toBe(en);
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    expect(await title('/api/home/hometitle', { lang: 'zh' })).toBe(zh);
    expect(await title('/api/home/hometitle?lang=fr')).toBe(en);
    expect(await title('/api/home/hometitle?lang=en', { lang: 'zh' })).toBe(en);
  });
});
