import { describe, expect, it } from 'vitest';

function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value as object, path)) out.set(p, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/**
 * The unit tests every pair of catalogues passes, the storefront's and the back office's: the
 * types already make a missing key an error, these also catch extra keys, empty texts and a
 * translation that lost a placeholder.
 */
export function describeCatalogues(name: string, en: object, zh: object): void {
  describe(name, () => {
    const english = leaves(en);
    const chinese = leaves(zh);

    it('have the same keys', () => {
      expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('leave no message empty', () => {
      for (const [key, text] of [...english, ...chinese]) expect(text.trim(), key).not.toBe('');
    });

    it('use the same placeholders in both languages', () => {
      for (const [key, text] of english)
        expect(placeholders(chinese.get(key) ?? ''), key).toEqual(placeholders(text));
    });
  });
}
