import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * What every answer may load, embed or be embedded by when it sets no policy of its own: JSON,
 * scripts, images and the sitemap need nothing, and nothing may frame them. Pages set theirs
 * (`pagePolicy`) and uploads a sandbox of their own; both are kept.
 */
const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Stripe.js and its Payment Element, as Stripe's integration security guide lists them. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The policy of a rendered page. Scripts: the shop's own files and the inline scripts React
 * Router and React wrote into it, each allowed by the SHA-256 of its text (page-scripts.ts,
 * docs/decisions/095). Images: the shop's own, `blob:` for the previews of
 * designs being uploaded, `data:`, and `https:` because staff content may show images from
 * elsewhere (the sanitiser lets http(s) images through). Styles come only from the shop's
 * stylesheet: no page renders a style attribute or element, and React sets styles through
 * the DOM, which a policy does not govern. Stripe's origins only when Stripe takes payments.
 */
export function pagePolicy(config: Config, scriptHashes: readonly string[]): string {
  const stripe = config.stripe ? STRIPE : { script: [], frame: [], connect: [] };
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...stripe.script],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", 'blob:', ...stripe.connect],
    'frame-src': stripe.frame.length ? stripe.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Headers on every answer: pages, API calls, static files and uploads alike. HSTS only when
 * PUBLIC_URL says the shop is served over https: behind a proxy that ends TLS every request
 * arrives as http, and a forged X-Forwarded-Proto must not decide it either.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const https = /^https:/i.test(app.config.publicUrl);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NOTHING_POLICY);
    done(null, payload);
  });
}
