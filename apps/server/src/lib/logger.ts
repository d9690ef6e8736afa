import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { type DestinationStream, type LoggerOptions, symbols as pinoSymbols, stdSerializers } from 'pino';

const REDACTED = '[Redacted]';

/**
 * Names under which the shop receives secrets: session tokens, reset keys, an offer's key
 * (/quotes/offer?key=...), passwords (the contract's spellings, `odlpassword` included) and card
 * details (the contract's and the payment provider's).
 */
const SECRET_NAMES = [
  'token',
  'authorization',
  'cookie',
  'ckey',
  'key',
  'password',
  'newpassword',
  'confirmnewpassword',
  'odlpassword',
  'confirmpassword',
  'card',
  'cardNo',
  'validityperiod',
  'safetycode',
  'number',
  'expiry',
  'cvc',
];
const secretNames = new Set(SECRET_NAMES.map((name) => name.toLowerCase()));

/** A secret logged under one of those names is censored at the top level and two levels down. */
const redactPaths = SECRET_NAMES.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);

/** The query string's secrets (/reset-password?ckey=...) are censored; the rest stays as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = [...new URLSearchParams(pair).keys()][0] ?? '';
      return secretNames.has(name.toLowerCase()) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

/** Fastify's request line, with the URL's secrets censored; anything else logged as `req` passes. */
function serializeRequest(request: FastifyRequest) {
  if (typeof request?.url !== 'string') return request;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function causes(error: Error): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error && !chain.includes(e); e = e.cause) chain.push(e);
  return chain;
}

/**
 * A failed statement's error carries its parameters (a password hash, a reset key's hash, what
 * a shopper typed) in `params`, in its message and stack, and the database echoes values in its
 * own message and `detail`. The copy logged keeps the SQL text, the database's error code and
 * the stack, with every parameter value censored and `detail` left out.
 */
function withoutQueryValues(error: Error): Error {
  const chain = causes(error);
  if (!chain.some((e) => e instanceof DrizzleQueryError)) return error;
  const values = chain
    .flatMap((e) => (e instanceof DrizzleQueryError ? e.params : []))
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .sort((a, b) => b.length - a.length);
  const censor = (text: string) => values.reduce((out, value) => out.replaceAll(value, REDACTED), text);
  return chain.reduceRight<Error | undefined>((cause, e) => {
    const copy = Object.create(Object.getPrototypeOf(e)) as Error & Record<string, unknown>;
    for (const [key, value] of Object.entries(e)) {
      if (key !== 'params' && key !== 'detail' && key !== 'cause') copy[key] = value;
    }
    const message = e instanceof DrizzleQueryError ? `Failed query: ${e.query}` : censor(e.message);
    copy.message = message;
    copy.stack = (e.stack ?? '').replace(e.message, message);
    if (cause) copy.cause = cause;
    return copy;
  }, undefined)!;
}

/** pino's error serializer, minus the values of failed SQL statements. */
export function serializeError(error: unknown) {
  return stdSerializers.err(error instanceof Error ? withoutQueryValues(error) : (error as Error));
}

export interface LogDestination {
  level: string;
  /** Where the lines go (tests read them); standard output otherwise. */
  stream?: DestinationStream;
}

/** The shop's log: requests and errors serialized without secrets, secret fields censored. */
export function loggerOptions(destination: LogDestination): LoggerOptions & LogDestination {
  return {
    ...destination,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
  };
}

/**
 * Each request's logger, bound to its id as Fastify's own factory binds it. Pino would pass the
 * binding through the wildcard censoring of every secret name, about 5 µs a request (as much as a
 * cached read's whole handler); an id is a string, with no fields to censor, so it is written into
 * the child's bindings as JSON directly. Anything else, and a disabled logger (which keeps no
 * bindings), goes through pino as before.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const child = logger.child({}, options) as typeof logger & { [pinoSymbols.chindingsSym]?: string };
  const entries = Object.entries(bindings);
  if (
    child[pinoSymbols.chindingsSym] === undefined ||
    entries.some(([, value]) => typeof value !== 'string')
  ) {
    return logger.child(bindings, options);
  }
  for (const [name, value] of entries) {
    child[pinoSymbols.chindingsSym] += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
  }
  return child;
};
