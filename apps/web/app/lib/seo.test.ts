import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { isMobileUserAgent } from './device';
import { telHref } from './links';
import type { RootData } from './root-data';
import { pageMeta } from './seo';

const root: RootData = {
  lang: 'en',
  messages: en,
  header: { hometitle: 'Inkfold Print', title: 'Welcome', mobile: '(800) 555-0142', categoryFirst: [] },
  origin: 'https://shop.example',
  mobile: false,
  year: 2026,
};

describe('pageMeta', () => {
  const links = (meta: ReturnType<typeof pageMeta>) =>
    meta.filter((entry) => 'tagName' in entry && entry.tagName === 'link');

  it('gives a page its title, description, canonical URL and language alternates', () => {
    const meta = pageMeta(root, {
      title: 'Labels',
      description: 'All labels',
      path: '/category?no=2&level=1',
    });
    expect(meta).toContainEqual({ title: 'Labels | Inkfold Print' });
    expect(meta).toContainEqual({ name: 'description', content: 'All labels' });
    expect(links(meta)).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/category?no=2&level=1' },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en',
        href: 'https://shop.example/category?no=2&level=1',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'zh-Hans',
        href: 'https://shop.example/category?no=2&level=1&lang=zh',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://shop.example/category?no=2&level=1',
      },
    ]);
  });

  it('names the Chinese URL canonical on a Chinese page, with the same alternates', () => {
    const chinese = pageMeta(
      { ...root, lang: 'zh', messages: zh },
      { title: null, description: 'd', path: '/' },
    );
    expect(links(chinese)).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/?lang=zh' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'zh-Hans', href: 'https://shop.example/?lang=zh' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/' },
    ]);
    expect(chinese).toContainEqual({ property: 'og:url', content: 'https://shop.example/?lang=zh' });
  });

  it('uses the shop title alone on the home page', () => {
    expect(pageMeta(root, { title: null, description: 'd', path: '/' })).toContainEqual({
      title: 'Inkfold Print',
    });
  });

  it('keeps pages without a path out of search engines', () => {
    const meta = pageMeta(root, { title: 'Not found', description: 'd', path: null });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(links(meta)).toEqual([]);
  });
});

describe('small helpers', () => {
  it('dials only digits and a leading plus', () => {
    expect(telHref('(800) 555-0142')).toBe('tel:8005550142');
    expect(telHref('+86 21 5555 0142')).toBe('tel:+862155550142');
  });

  it('recognises the phones of docs/product.md#constants', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
});
