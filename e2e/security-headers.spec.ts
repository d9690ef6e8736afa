import type { APIResponse } from '@playwright/test';
import { callHref } from './api-client';
import { expect, test } from './fixtures';

const SHARED_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The nonce a page's policy allows, and every nonce attribute in its HTML. */
async function nonces(response: APIResponse): Promise<{ policy: string; inPage: string[] }> {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers).toMatchObject(SHARED_HEADERS);
  const policy = /script-src [^;]*'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(policy, 'the policy names a nonce').toBeTruthy();
  const html = await response.text();
  const inPage = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[1] ?? '');
  expect(inPage.length, 'the page has nonced scripts').toBeGreaterThan(0);
  // Every script of the page is either a file or carries the nonce: no inline script without it.
  const inlineWithout = html.match(/<script(?![^>]*\b(?:nonce|src)=)[^>]*>(?!<\/script>)/g) ?? [];
  expect(inlineWithout).toEqual([]);
  return { policy: policy as string, inPage };
}

test('a shared page carries a nonce of its own in every response', async ({ request }) => {
  // The second answer comes from the page cache, which all visitors share for 30 s.
  const first = await nonces(await request.get('/'));
  const second = await nonces(await request.get('/'));
  expect(new Set(first.inPage)).toEqual(new Set([first.policy]));
  expect(new Set(second.inPage)).toEqual(new Set([second.policy]));
  expect(second.policy).not.toBe(first.policy);
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
