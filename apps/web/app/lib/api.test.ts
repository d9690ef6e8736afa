import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createBrowserApi, errorMessage, readAnswer, readEnvelope } from './api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readEnvelope', () => {
  it('returns data on code 200', async () => {
    await expect(readEnvelope(json({ code: 200, msg: 'ok', data: { qty: 2 } }))).resolves.toEqual({ qty: 2 });
  });

  it('throws the code and the server msg otherwise', async () => {
    const error = await readEnvelope(json({ code: 400, msg: 'Bad email', data: null }, 400)).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'Bad email' });
  });

  it('turns a body that is not an envelope into an error without a msg', async () => {
    const error = await readEnvelope(new Response('<html>Bad gateway</html>', { status: 502 })).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ code: 502, message: '' });
    expect(errorMessage(error, 'Try again')).toBe('Try again');
  });
});

describe('readAnswer', () => {
  it('keeps the msg of a successful answer', async () => {
    await expect(readAnswer(json({ code: 200, msg: 'Saved', data: null }))).resolves.toEqual({
      data: null,
      msg: 'Saved',
    });
  });
});

describe('createBrowserApi', () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    json({ code: 200, msg: 'Saved', data: { id: 3 } }),
  );
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url, method: init?.method, body: init?.body, headers: new Headers(init?.headers) };
  };

  beforeEach(() => {
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 'tok' : null) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a GET call’s input as its query, with the language and the token', async () => {
    await createBrowserApi('zh').call('getOrderDetail', { orderId: 41, orderItemId: undefined });
    const request = sent();
    expect(request).toMatchObject({ url: '/api/order/getOrderDtl?orderId=41&lang=zh', method: 'GET' });
    expect(request.headers.get('lang')).toBe('zh');
    expect(request.headers.get('token')).toBe('tok');
  });

  it('sends a form call’s input form-encoded and a JSON call’s as JSON', async () => {
    const client = createBrowserApi('en');
    await client.call('cartEdit', { id: 7, productNum: 3 });
    expect(sent()).toMatchObject({ url: '/api/cartadvanced/edit', method: 'POST' });
    expect(String(sent().body)).toBe('id=7&productNum=3');

    fetch.mockClear();
    await client.call('confirmPayment', { orderId: 41 });
    expect(sent()).toMatchObject({ url: '/api/pay/confirm', method: 'POST', body: '{"orderId":41}' });
    expect(sent().headers.get('content-type')).toBe('application/json');
  });

  it('answers the data, or the data and the msg', async () => {
    const client = createBrowserApi('en');
    await expect(client.call('cartDelete', { id: 7 })).resolves.toEqual({ id: 3 });
    await expect(client.callWithMsg('cartDelete', { id: 7 })).resolves.toEqual({
      data: { id: 3 },
      msg: 'Saved',
    });
  });
});
