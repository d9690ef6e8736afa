import { CODE, parseLang } from '@printshop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answersPage, ERROR_PAGE_POLICY, errorPage } from '../http/error-page.ts';
import { HttpError } from '../http/errors.ts';
import { type MessageKey, t } from '../i18n/messages.ts';

/** Fastify's own errors that are the client's fault, mapped to a status and a message. */
const frameworkErrors: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [CODE.badRequest, 'badJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [CODE.badRequest, 'badJson'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [CODE.unsupportedType, 'unsupportedBody'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [CODE.badRequest, 'badJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [CODE.tooLarge, 'tooLarge'],
  FST_REQ_FILE_TOO_LARGE: [CODE.tooLarge, 'tooLarge'],
  FST_ERR_VALIDATION: [CODE.badRequest, 'requestInvalid'],
};

/** Other client errors of Fastify and its plugins, by status: their own text is for developers. */
const clientErrorMessages: Partial<Record<number, MessageKey>> = {
  [CODE.notFound]: 'notFound',
  406: 'unsupportedBody',
  [CODE.tooLarge]: 'tooLarge',
  [CODE.unsupportedType]: 'unsupportedBody',
};

/**
 * Fastify's `frameworkErrors`: what fails before a request is routed (a URL that cannot be
 * decoded) leaves as the envelope too, in words a shopper can read.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? CODE.serverError;
  const lang = parseLang(request.headers.lang);
  const key = status >= 500 ? 'serverError' : (clientErrorMessages[status] ?? 'requestInvalid');
  return reply.status(status).send({ code: status, msg: t(lang, key), data: null });
}

/**
 * Every failure leaves as the envelope with code = HTTP status and a message in the request's
 * language (a call that answers an HTML page says it in a small page instead). Unexpected errors
 * are logged with their stack and answered 500 with a generic message, so nothing internal leaks.
 */
export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'en';
    let status: number = CODE.serverError;
    let msg = t(lang, 'serverError');
    if (error instanceof HttpError) {
      status = error.status;
      msg = t(lang, error.key, error.params);
      reply.headers(error.headers);
    } else if (error.code && frameworkErrors[error.code]) {
      const [code, key] = frameworkErrors[error.code]!;
      status = code;
      msg = t(lang, key);
    } else if (error.statusCode === CODE.tooManyRequests) {
      status = CODE.tooManyRequests;
      msg = t(lang, 'tooManyRequests');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      msg = t(lang, clientErrorMessages[status] ?? 'requestInvalid');
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: error.message }, 'request rejected');
    if (answersPage(request)) {
      reply.header('content-security-policy', ERROR_PAGE_POLICY).type('text/html; charset=utf-8');
      return reply.status(status).send(errorPage(lang, status, msg));
    }
    return reply.status(status).send({ code: status, msg, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const msg = t(request.lang ?? 'en', 'apiNotFound', { method: request.method, path });
    return reply.status(CODE.notFound).send({ code: CODE.notFound, msg, data: null });
  });
}
