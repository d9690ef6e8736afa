import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { pagePolicy, registerSecurityHeaders } from './security-headers.ts';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };

/** The policy as directive name → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
    const app = Fastify();
    apps.push(app);
    app.decorate('config', loadConfig(env));
    registerSecurityHeaders(app);
    app.get('/api/thing', async () => ({ code: 200 }));
    app.get('/own-policy', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").send('x'),
    );
    await app.ready();
    return app;
  }

  it('sends HSTS only when PUBLIC_URL is https, whatever the request says', async () => {
    const https = await appWith({ PUBLIC_URL: 'https://shop.example' });
    const res = await https.inject({ url: '/api/thing' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    for (const env of [{}, { PUBLIC_URL: 'http://shop.example' }]) {
      const plain = await appWith(env);
      const answer = await plain.inject({ url: '/api/thing', headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('forbids framing, sniffing and leaking paths, and lets nothing load from an answer', async () => {
    const res = await (await appWith({})).inject({ url: '/api/thing' });
    expect(res.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(directives(String(res.headers['content-security-policy']))).toMatchObject({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('keeps a policy an answer sets itself', async () => {
    const res = await (await appWith({})).inject({ url: '/own-policy' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('pagePolicy', () => {
  it('lets only the inline scripts of the given hashes run, and nothing frame the page', () => {
    const policy = directives(pagePolicy(loadConfig({}), ['abc=', 'def=']));
    expect(policy).toMatchObject({
      'script-src': ["'self'", "'sha256-abc='", "'sha256-def='"],
      'style-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'none'"],
      'connect-src': ["'self'", 'blob:'],
    });
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('names Stripe’s origins only when Stripe takes payments', () => {
    const withoutStripe = pagePolicy(loadConfig({}), ['n=']);
    expect(withoutStripe).not.toContain('stripe');

    const policy = directives(pagePolicy(loadConfig(STRIPE_ENV), ['n=']));
    expect(policy['script-src']).toEqual([
      "'self'",
      "'sha256-n='",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'https://api.stripe.com']);
  });
});
