import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { APP, importClosure } from '~/lib/source-files';
import routes from '../routes';
import { catalogues, pageCatalogue } from './catalogues.server';
import { BROWSING_PAGES, PAGE_SECTIONS } from './page-sections';

/** The route files a path renders, outermost layout first, root.tsx left out. */
function routeFiles(entries: readonly RouteConfigEntry[], pathname: string): string[] | null {
  for (const entry of entries) {
    const matches = pathname === '/' ? entry.index === true : entry.path === pathname.slice(1);
    if (matches) return [entry.file];
    if (entry.path === undefined && entry.children) {
      const inside = routeFiles(entry.children, pathname);
      if (inside) return [entry.file, ...inside];
    }
  }
  return null;
}

/** Which page sections a file's code reads: keys written out, and sections taken from a catalogue. */
function sectionsRead(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return PAGE_SECTIONS.filter((section) =>
    new RegExp(
      `['\`]${section}\\.|\\bmessages\\.${section}\\b|\\{[^}]*\\b${section}\\b[^}]*\\}\\s*=\\s*[\\w.]*messages\\b`,
    ).test(code),
  );
}

describe('the catalogue a browsing page is sent', () => {
  for (const [pathname, shown] of BROWSING_PAGES) {
    it(`${pathname} has every page section its code reads`, () => {
      const files = routeFiles(routes, pathname);
      expect(files, `${pathname} is no page of routes.ts`).not.toBeNull();
      const code = new Set(
        ['root.tsx', ...(files ?? [])].flatMap((file) => [...importClosure(path.join(APP, file))]),
      );
      const read = new Set([...code].flatMap(sectionsRead));
      expect([...read].filter((section) => !shown.includes(section as never))).toEqual([]);
    });
  }
});

describe('pageCatalogue', () => {
  it('leaves out of a browsing page the page sections it does not show', () => {
    const home = pageCatalogue('zh', '/');
    expect(home.storefront).toBe(catalogues.zh.storefront);
    for (const section of PAGE_SECTIONS) expect(home).not.toHaveProperty(section);
    expect(Object.keys(pageCatalogue('en', '/product'))).toContain('forms');
  });

  it('gives every other page the whole catalogue', () => {
    expect(pageCatalogue('en', '/cart')).toBe(catalogues.en);
    expect(pageCatalogue('en', '/admin/orders')).toBe(catalogues.en);
    expect(pageCatalogue('en', '/__proto__')).toBe(catalogues.en);
  });
});
