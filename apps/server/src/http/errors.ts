import type { MessageKey } from '../i18n/messages.ts';

/** An expected failure with its HTTP status and a message key translated for the shopper. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
