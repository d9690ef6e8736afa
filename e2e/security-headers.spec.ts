import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { callHref } from './api-client';
import { expect, test } from './fixtures';

const SHARED_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The inline scripts a page's policy allows by hash, and the hash of every inline script it runs. */
async function scriptHashes(response: APIResponse): Promise<{ policy: string[]; inPage: string[] }> {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers).toMatchObject(SHARED_HEADERS);
  const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  const policy = scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"));
  const html = await response.text();
  expect(html, 'no nonce: the hashes allow the scripts').not.toMatch(/\bnonce=/);
  const inPage = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    // Data blocks (structured data, a storefront page's data for its entry) are read, never run.
    .filter(([, attributes]) => !/type="application\/(?:ld\+)?json"/.test(attributes ?? ''))
    .map(([, , text]) => hashSource(text ?? ''));
  expect(inPage.length, 'the page has inline scripts').toBeGreaterThan(0);
  return { policy, inPage };
}

test('a shared page is the same for every visitor, its policy allowing exactly its inline scripts', async ({
  request,
}) => {
  // The second answer comes from the page cache (docs/decisions/095).
  const [first, second] = [await request.get('/'), await request.get('/')];
  const hashes = await scriptHashes(first);
  expect(new Set(hashes.policy)).toEqual(new Set(hashes.inPage));
  expect(await second.text()).toBe(await first.text());
  expect(second.headers().etag).toBe(first.headers().etag);
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  const unchanged = await request.get('/', { headers: { 'if-none-match': first.headers().etag ?? '' } });
  expect(unchanged.status()).toBe(304);
});

test('a visitor’s own page is never stored, and its policy allows exactly its inline scripts', async ({
  request,
}) => {
  const cart = await request.get('/cart');
  expect(cart.headers()['cache-control']).toBe('private, no-store');
  const hashes = await scriptHashes(cart);
  expect(new Set(hashes.policy)).toEqual(new Set(hashes.inPage));
});

test('API calls and static files have the headers too, and a policy that lets nothing run', async ({
  request,
}) => {
  for (const path of [callHref('homeTitle', {}), '/favicon.svg', '/robots.txt']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers(), path).toMatchObject(SHARED_HEADERS);
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
    // The test server has no https PUBLIC_URL.
    expect(response.headers()['strict-transport-security'], path).toBeUndefined();
  }
});
