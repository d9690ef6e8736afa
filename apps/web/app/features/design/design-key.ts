/**
 * A visitor's design key: the answer to its first saved design hands it out, and every later call
 * about its designs sends it (api/designs.ts). Kept in local storage, so the visitor finds the
 * designs again after a reload, until logging in makes them the member's.
 */

/** api.DESIGN_KEY_HEADER, written out so that no zod reaches the browser (design-key.test.ts keeps them equal). */
export const DESIGN_KEY_HEADER = 'design-key';
export const DESIGN_KEY_STORAGE = 'designKey';

export function readDesignKey(): string | null {
  return localStorage.getItem(DESIGN_KEY_STORAGE);
}

export function keepDesignKey(key: string): void {
  localStorage.setItem(DESIGN_KEY_STORAGE, key);
}

/** The header a call about designs carries: the key, when this browser has one. */
export function designKeyHeaders(): Record<string, string> {
  const key = readDesignKey();
  return key ? { [DESIGN_KEY_HEADER]: key } : {};
}

/** Once a claim has made the key's designs a member's, the key owns nothing: it is let go. */
export function forgetDesignKey(): void {
  localStorage.removeItem(DESIGN_KEY_STORAGE);
}
