import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ifNoneMatch, strongEtag } from '../http/etag.ts';

/**
 * A browser or a CDN may keep a shared page but asks before each use whether it changed (a 304
 * when not), so a staff edit shows at once everywhere (docs/decisions/095).
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

type Coding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
  /** The headers of a 200, besides the body's length. */
  headers: Record<string, string>;
  /**
   * The headers of a 304: a cache updates the page it kept with them, so they repeat its policy
   * (else the default policy of answers would replace it) but say nothing of the body.
   */
  notModified: Record<string, string>;
}

/** One rendered page, ready to send to anyone in each content coding. */
export interface SharedPage {
  variants: Record<Coding, Variant>;
  bytes: number;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed once per page rather than per request, so brotli works harder than the 4 of
 * @fastify/compress; 11 would take about a second on the home page.
 */
const BROTLI_QUALITY = 6;

const ENCODE: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body),
  identity: async (body) => body,
};

const CODINGS = Object.keys(ENCODE) as Coding[];

/** Brotli, else gzip, else none, as the request accepts them; browsers send few distinct headers. */
const negotiator = new Negotiator<Coding>({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 100 }),
});

/**
 * `headers` are the rendered page's and its policy. Each coding gets a strong ETag of its own
 * bytes, and every answer says it varies by Accept-Encoding too.
 */
export async function sharePage(html: string, headers: Record<string, string>): Promise<SharedPage> {
  const identity = Buffer.from(html);
  const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  const kept = {
    vary,
    'cache-control': SHARED_CACHE_CONTROL,
    'content-security-policy': headers['content-security-policy'] ?? '',
  };
  const variants = await Promise.all(
    CODINGS.map(async (coding): Promise<[Coding, Variant]> => {
      const body = await ENCODE[coding](identity);
      const etag = strongEtag(body);
      const encoding: Record<string, string> = coding === 'identity' ? {} : { 'content-encoding': coding };
      return [
        coding,
        { body, etag, headers: { ...headers, ...kept, etag, ...encoding }, notModified: { ...kept, etag } },
      ];
    }),
  );
  return {
    variants: Object.fromEntries(variants) as Record<Coding, Variant>,
    bytes: variants.reduce((sum, [, variant]) => sum + variant.body.length, 0),
  };
}

/** The page in the coding the request accepts best, or a bodiless 304 when it holds that one. */
export function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: SharedPage): FastifyReply {
  const coding = negotiator.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
  const variant = page.variants[coding];
  if (ifNoneMatch(request.headers['if-none-match'], variant.etag)) {
    return reply.code(304).headers(variant.notModified).send();
  }
  return reply.headers(variant.headers).send(variant.body);
}
