/** What text the shop can keep, without zod, so browser code can check an address's parameters. */

/**
 * NUL, and a UTF-16 surrogate without its pair: PostgreSQL stores neither in a text column
 * (a lone surrogate has no UTF-8 form), so such text is refused where it comes in.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
