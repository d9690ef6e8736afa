/** How many URLs a route keeps the parsed input of: a storefront read is asked for in few forms. */
const KEPT_URLS = 256;
/**
 * Longer URLs are parsed each time and not kept: a storefront read's URL is well under this, and
 * a client sending made-up URLs of the 16 kB a request line may have cannot fill memory with them.
 */
const KEPT_URL_LENGTH = 512;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

/**
 * A GET route's parsed input by the URL it came from, the newest KEPT_URLS of them: the same
 * read asked for again skips validation, a tenth of a cached read's work. A URL whose input is
 * refused is never kept, so each asking of it is refused alike. The input is frozen, being shared
 * by every request of its URL.
 */
export class ParsedQueries<T, R extends { url: string }> {
  private readonly byUrl = new Map<string, T>();

  constructor(private readonly parse: (request: R) => T) {}

  read(request: R): T {
    const { url } = request;
    if (url.length > KEPT_URL_LENGTH) return this.parse(request);
    let input = this.byUrl.get(url);
    if (input === undefined) {
      input = deepFreeze(this.parse(request));
      if (this.byUrl.size >= KEPT_URLS) this.byUrl.delete(this.byUrl.keys().next().value as string);
      this.byUrl.set(url, input);
    }
    return input;
  }
}
