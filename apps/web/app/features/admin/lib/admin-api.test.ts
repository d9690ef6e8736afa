import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api';
import { createAdminApi } from './admin-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createAdminApi', () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    json({ code: 200, msg: 'ok', data: { email: 'o@x', name: 'Olivia', role: 'owner' } }),
  );
  const replace = vi.fn();
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url, method: init?.method, body: init?.body, headers: new Headers(init?.headers) };
  };

  beforeEach(() => {
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { pathname: '/admin/orders', search: '?status=paid', replace } });
    // A customer logged in on the same browser: the back office must not send their token.
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 'customer-token' : null) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a GET with the language as query and header, and never the customer’s token', async () => {
    await expect(createAdminApi('zh').call('adminMe')).resolves.toMatchObject({ name: 'Olivia' });
    const request = sent();
    expect(request).toMatchObject({ url: '/api/admin/me?lang=zh', method: 'GET' });
    expect(request.headers.get('lang')).toBe('zh');
    expect(request.headers.has('token')).toBe(false);
  });

  it('sends a POST’s input as JSON', async () => {
    await createAdminApi('en').call('adminLogin', { email: 'o@x', password: 'secret' });
    expect(sent()).toMatchObject({
      url: '/api/admin/login',
      method: 'POST',
      body: '{"email":"o@x","password":"secret"}',
    });
    expect(sent().headers.get('content-type')).toBe('application/json');
  });

  it('sends a PATCH’s input as JSON without the path’s fields, and answers the msg with the data', async () => {
    fetch.mockResolvedValueOnce(json({ code: 200, msg: 'Changes to Marco saved', data: { id: 7 } }));
    await expect(
      createAdminApi('en').callWithMsg('adminStaffUpdate', { id: 7, role: 'support', active: false }),
    ).resolves.toEqual({ msg: 'Changes to Marco saved', data: { id: 7 } });
    expect(sent()).toMatchObject({
      url: '/api/admin/staff/7',
      method: 'PATCH',
      body: '{"role":"support","active":false}',
    });
  });

  it('sends a multipart call’s file as a file part and its other fields as text, the path filled', async () => {
    const file = new File(['proof'], 'proof.png', { type: 'image/png' });
    await createAdminApi('en').call('sendProof', { itemId: 7, message: 'Please check', file });
    const { url, method, body, headers } = sent();
    expect({ url, method }).toEqual({ url: '/api/admin/items/7/proofs', method: 'POST' });
    // The browser writes the content type, with the boundary the body needs.
    expect(headers.has('content-type')).toBe(false);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['message', 'file']);
    expect(form.get('message')).toBe('Please check');
    expect(form.get('file')).toMatchObject({ name: 'proof.png', type: 'image/png', size: 5 });
  });

  it('hands other refusals to the caller with the server’s message', async () => {
    fetch.mockResolvedValueOnce(json({ code: 400, msg: 'Wrong email or password', data: null }, 400));
    const error = await createAdminApi('en')
      .call('adminLogin', { email: 'o@x', password: 'nope' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'Wrong email or password' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends the person to log in on a 401, once, to come back to the same page', async () => {
    fetch.mockImplementation(async () => json({ code: 401, msg: 'Please log in', data: null }, 401));
    const client = createAdminApi('en');
    const settled = vi.fn();
    client.call('adminMe').then(settled, settled);
    client.call('adminMe').then(settled, settled);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Forders%3Fstatus%3Dpaid');
    // The page is leaving: the callers are left waiting rather than shown an error.
    expect(settled).not.toHaveBeenCalled();
  });
});
