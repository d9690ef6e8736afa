import { CODE } from '@printshop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/**
 * Provider calls go over the network: a failure there is the provider's, told as docs/product.md's
 * text (or `failure`'s), with the details in the log only.
 */
export async function atProvider<T>(
  log: FastifyBaseLogger,
  what: string,
  call: () => Promise<T>,
  failure: MessageKey = 'paymentInitFailed',
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.error({ err: error, what }, 'payment provider call failed');
    throw new HttpError(CODE.serverError, failure);
  }
}
