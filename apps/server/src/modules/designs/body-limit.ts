import { CODE, DESIGN_LIMITS } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';

/** A save's body: its layout (DESIGN_LIMITS.bytes at most, as sent) and a few short fields. */
export const DESIGN_BODY_BYTES = DESIGN_LIMITS.bytes + 4096;

/**
 * Caps the bodies of the routes `scope` registers at `bytes` rather than the shop's 1 MB. A body
 * that says it is larger is refused before it is read, saying the design is too large; one that
 * does not say (chunked) is cut off at the cap by Fastify, with its general 413.
 */
export function limitDesignBodies(scope: FastifyInstance, bytes: number): void {
  scope.addHook('onRoute', (options) => {
    options.bodyLimit = bytes;
  });
  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (Number(request.headers['content-length']) > bytes) {
      throw new HttpError(CODE.tooLarge, 'designTooLarge', { max: DESIGN_LIMITS.bytes / 1000 });
    }
    return payload;
  });
}
