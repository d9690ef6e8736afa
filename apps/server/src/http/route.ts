import { CODE, type Endpoint, type InputOf, type Lang, type OutputOf } from '@printshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { t } from '../i18n/messages.ts';
import { HttpError } from './errors.ts';

const zodLocale = { en: z.locales.en(), zh: z.locales.zhCN() } satisfies Record<Lang, unknown>;

export interface RouteContext<E extends Endpoint> {
  input: InputOf<E>;
  lang: Lang;
  /** Set when the endpoint requires a member; 0 is never a member id. */
  memberId: number;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A success answer whose msg the shopper sees (SPEC.md shows the server msg for some calls). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, lang: Lang): z.output<S> {
  const result = schema.safeParse(raw ?? {}, { error: zodLocale[lang].localeError });
  if (result.success) return result.data;
  const detail = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new HttpError(CODE.badRequest, 'badInput', { detail });
}

/**
 * Registers one contract endpoint: parses and validates the input, checks the token when the
 * endpoint needs a member, and wraps what the handler returns in the `{code, msg, data}` envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<OutputOf<E> | Answer<OutputOf<E>>>,
  options: { config?: Record<string, unknown> } = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.config,
    handler: async (request, reply) => {
      const lang = request.lang;
      const memberId = endpoint.auth ? await request.requireMember() : 0;
      const raw = endpoint.method === 'GET' ? request.query : request.body;
      const input = parseInput(endpoint.input, raw, lang) as InputOf<E>;
      const result = await handler({ input, lang, memberId, request, reply });
      const answer = result instanceof Answer ? result : new Answer(result, t(lang, 'ok'));
      if (!app.config.production) endpoint.output.parse(answer.data);
      return { code: CODE.ok, msg: answer.msg, data: answer.data };
    },
  });
}
