import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { CODE } from '@printshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatch, strongEtag } from './etag.ts';

/** What app.ts gives @fastify/compress, so a cached answer is compressed when an uncached one would be. */
export const COMPRESSION = { threshold: 1024, encodings: ['br', 'gzip'] as ('br' | 'gzip')[] };

type Coding = (typeof COMPRESSION.encodings)[number] | 'identity';

/**
 * Each coding is made once per cached answer, so brotli works harder than @fastify/compress's
 * per-request 4; 11 would take milliseconds per answer, stalling every request after a staff edit.
 */
const ENCODE: Record<Coding, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
      },
    }),
  gzip: (json) => gzipSync(json, { level: 9 }),
  identity: (json) => json,
};

interface Variant {
  body: Buffer;
  etag: string;
}

/** An envelope as sent: its JSON, and each coding of it with the strong ETag of its bytes, made when first asked for. */
class SentEnvelope {
  private readonly json: Buffer;
  private readonly variants = new Map<Coding, Variant>();

  constructor(
    readonly msg: string,
    data: unknown,
  ) {
    this.json = Buffer.from(JSON.stringify({ code: CODE.ok, msg, data }));
  }

  /** The coding `acceptEncoding` takes best, as @fastify/compress would choose it; small answers stay as they are. */
  codingFor(acceptEncoding: string | undefined): Coding {
    if (!acceptEncoding || this.json.length < COMPRESSION.threshold) return 'identity';
    return negotiate(acceptEncoding.toLowerCase(), COMPRESSION.encodings) ?? 'identity';
  }

  variant(coding: Coding): Variant {
    let variant = this.variants.get(coding);
    if (!variant) {
      const body = ENCODE[coding](this.json);
      variant = { body, etag: strongEtag(body) };
      this.variants.set(coding, variant);
    }
    return variant;
  }
}

/**
 * A storefront read's answer as its cache keeps it (lib/cache.ts): serialised at its first send and
 * sent as the same bytes by every hit after, so a hit costs neither JSON.stringify nor compression.
 */
export class CachedAnswer<T> {
  private sent: SentEnvelope | undefined;

  constructor(readonly data: T) {}

  /** The envelope with `msg`: always the same one for an entry, since the cache's key holds the language. */
  envelope(msg: string): SentEnvelope {
    if (this.sent?.msg !== msg) this.sent = new SentEnvelope(msg, this.data);
    return this.sent;
  }
}

/**
 * Sends the envelope's bytes as they are, past Fastify's serialiser and @fastify/compress (which lets
 * an answer with a Content-Encoding through), or a bodiless 304 when the client holds them already.
 * The language may come from the `lang` header, so the answer varies on it as on the encoding.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  sent: SentEnvelope,
): FastifyReply {
  const coding = sent.codingFor(request.headers['accept-encoding']);
  const { body, etag } = sent.variant(coding);
  reply.header('etag', etag).header('vary', 'accept-encoding, lang');
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.type('application/json; charset=utf-8').send(body);
}
