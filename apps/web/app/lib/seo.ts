import { langAlternates, langPath } from '@printshop/contract';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from './root-data';

interface PageSeo {
  /** The page's own title, shown before the shop's; null for the home page (the shop's alone). */
  title: string | null;
  description: string;
  /**
   * Path plus the query parameters that select the content (e.g. `/category?no=3&level=1`), in
   * no language, or null for pages that must not be indexed (not found, errors, accounts).
   */
  path: string | null;
}

/** The root loader's data from a meta function's matches. */
export function rootDataOf(
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>,
): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/** The absolute URL of a page (a PageSeo path) in the language it is rendered in. */
export function pageUrl(root: RootData, path: string): string {
  return new URL(langPath(path, root.lang), root.origin).href;
}

/**
 * Title, description, canonical link and language alternates of one page. Each language has its
 * own URL (docs/decisions/093): the canonical link names the one of the language shown, and the
 * alternates name all of them, English standing for any other language.
 */
export function pageMeta(root: RootData | undefined, page: PageSeo): MetaDescriptor[] {
  const shop = root?.header.hometitle ?? '';
  const title = page.title === null ? shop : shop ? `${page.title} | ${shop}` : page.title;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: 'website' },
  ];
  if (shop) meta.push({ property: 'og:site_name', content: shop });
  if (root) meta.push({ property: 'og:locale', content: root.lang === 'zh' ? 'zh_CN' : 'en_US' });
  if (page.path === null || !root) {
    meta.push({ name: 'robots', content: 'noindex' });
    return meta;
  }
  const url = pageUrl(root, page.path);
  meta.push(
    { tagName: 'link', rel: 'canonical', href: url },
    ...langAlternates(page.path).map(({ hreflang, path }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: hreflang,
      href: new URL(path, root.origin).href,
    })),
    { property: 'og:url', content: url },
  );
  return meta;
}
