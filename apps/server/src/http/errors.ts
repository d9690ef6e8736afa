import type { MessageKey } from '../i18n/messages.ts';

/**
 * An expected failure with its HTTP status and a message key translated for the shopper, and the
 * headers its answer carries (a 429's Retry-After).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}
