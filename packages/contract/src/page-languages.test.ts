import { describe, expect, it } from 'vitest';
import { langAlternates, langPath } from './page-languages.ts';

describe('page addresses per language', () => {
  it('keeps English at the plain path and adds lang=zh for Chinese', () => {
    expect(langPath('/', 'en')).toBe('/');
    expect(langPath('/', 'zh')).toBe('/?lang=zh');
    expect(langPath('/product?no=BC%201001', 'zh')).toBe('/product?no=BC%201001&lang=zh');
    expect(langPath('/search?search=business+cards&page=2', 'zh')).toBe(
      '/search?search=business+cards&page=2&lang=zh',
    );
  });

  it('names every language and English as the default', () => {
    expect(langAlternates('/blog?type=2')).toEqual([
      { hreflang: 'en', path: '/blog?type=2' },
      { hreflang: 'zh-Hans', path: '/blog?type=2&lang=zh' },
      { hreflang: 'x-default', path: '/blog?type=2' },
    ]);
  });
});
