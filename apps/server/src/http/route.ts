import { CODE, type Endpoint, type InputOf, type Lang, type OutputOf } from '@printshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../i18n/messages.ts';
import { notLoggedIn, type SessionKey, sessionKey } from '../modules/identity/sessions.ts';
import type { StaffSession } from '../modules/staff/sessions.ts';
import { CachedAnswer, sendCachedAnswer } from './cached-answer.ts';
import { HttpError } from './errors.ts';
import { inputMessage } from './input-message.ts';
import { ParsedQueries } from './parsed-queries.ts';

interface CallContext<E extends Endpoint> {
  input: InputOf<E>;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface RouteContext<E extends Endpoint> extends CallContext<E> {
  /** Set when the endpoint requires a member; 0 is never a member id. */
  memberId: number;
  /** Set when the endpoint is a back-office call (the contract's `staff`). */
  staff: StaffSession | null;
}

type Result<E extends Endpoint> = OutputOf<E> | Answer<OutputOf<E>> | CachedAnswer<OutputOf<E>>;

interface RouteOptions {
  config?: Record<string, unknown>;
}

/** A success answer whose msg the shopper sees (docs/product.md shows the server msg for some calls). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

/** The endpoint's input, or a 400 whose message names the first field the shopper's form would. */
export function parseInput<E extends Endpoint>(endpoint: E, raw: unknown, lang: Lang): InputOf<E> {
  const result = endpoint.input.safeParse(raw ?? {}, { reportInput: true });
  if (result.success) return result.data as InputOf<E>;
  const [first] = result.error.issues;
  const msg = first ? inputMessage(first, endpoint.path, lang) : t(lang, 'requestInvalid');
  throw new HttpError(CODE.badRequest, 'inputRefused', { message: msg });
}

/**
 * Registers one contract endpoint: parses and validates the input, checks the token when the
 * endpoint needs a member, and wraps what the handler returns in the `{code, msg, data}` envelope
 * (or, for an endpoint that `produces` a document, sends it as is; a cached answer goes as the bytes
 * it was first sent as).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<Result<E>>,
  options: RouteOptions = {},
): void {
  register(app, endpoint, options, async (request, reply, readInput) => {
    const memberId = endpoint.auth ? await request.requireMember() : 0;
    const staff = endpoint.staff ? await request.requireStaff(endpoint.staff) : null;
    return handler({ input: readInput(request), lang: request.lang, memberId, staff, request, reply });
  });
}

/**
 * Registers a member's call whose handler reads the session in the statement that reads its page
 * (docs/decisions/099): it gets the token's SessionKey instead of the member's id, and answers
 * 401 itself when the statement finds no live session (ofLiveSession). Without a token it is a
 * 401 at once, as route() answers.
 */
export function sessionRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: CallContext<E> & { session: SessionKey }) => Promise<Result<E>>,
  options: RouteOptions = {},
): void {
  if (!endpoint.auth || endpoint.staff) throw new Error(`${endpoint.path} is not a member's call`);
  register(app, endpoint, options, async (request, reply, readInput) => {
    if (!request.token) throw notLoggedIn();
    const session = sessionKey(request.token);
    let parsed: InputOf<E>;
    try {
      parsed = readInput(request);
    } catch (refused) {
      // route() checks the session before the input: a refused input without a live one stays a 401.
      await request.requireMember();
      throw refused;
    }
    return handler({ input: parsed, lang: request.lang, session, request, reply });
  });
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handle: (
    request: FastifyRequest,
    reply: FastifyReply,
    readInput: (request: FastifyRequest) => InputOf<E>,
  ) => Promise<Result<E>>,
): void {
  // Path parameters (`/api/admin/orders/:id`) are input fields like any other. Copying the input
  // only for a path that has some spares the storefront's reads a few µs of their every request.
  const withParams = endpoint.path.includes('/:');
  // Made once per route, not per request: each closure made per request cost a cached read about
  // a microsecond (tsx names every function it makes).
  const parse = (request: FastifyRequest) => {
    const sent = endpoint.method === 'GET' ? request.query : request.body;
    const raw = withParams ? { ...(sent as object | undefined), ...(request.params as object) } : sent;
    return parseInput(endpoint, raw, request.lang);
  };
  const parsedQueries = new ParsedQueries(parse);
  const readInput =
    endpoint.method === 'GET' ? (request: FastifyRequest) => parsedQueries.read(request) : parse;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // The error handler answers the failures of a call that produces a page with a page.
    config: { ...options.config, produces: endpoint.produces },
    handler: async (request, reply) => {
      const lang = request.lang;
      const result = await handle(request, reply, readInput);
      if (result instanceof CachedAnswer) {
        if (!app.config.production) endpoint.output.parse(result.data);
        return sendCachedAnswer(request, reply, result.envelope(t(lang, 'ok')));
      }
      const answer = result instanceof Answer ? result : new Answer(result, t(lang, 'ok'));
      if (!app.config.production) endpoint.output.parse(answer.data);
      if (endpoint.produces) return reply.type(`${endpoint.produces}; charset=utf-8`).send(answer.data);
      return { code: CODE.ok, msg: answer.msg, data: answer.data };
    },
  });
}
