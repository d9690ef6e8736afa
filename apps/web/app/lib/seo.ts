import type { MetaDescriptor } from 'react-router';
import type { RootData } from './root-data';

interface PageSeo {
  /** The page's own title, shown before the shop's; null for the home page (the shop's alone). */
  title: string | null;
  description: string;
  /**
   * Path plus the query parameters that select the content (e.g. `/category?no=3&level=1`),
   * or null for pages that must not be indexed (not found, errors).
   */
  path: string | null;
}

/** The root loader's data from a meta function's matches. */
export function rootDataOf(
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>,
): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/**
 * Title, description, canonical link and language alternates of one page.
 *
 * Language lives in local storage and a cookie, not in the URL: one URL serves both the
 * English and the Chinese page. There is therefore no separate en or zh address to list as
 * an hreflang alternate, and a `?lang=` variant would be a URL the shop never links to.
 * The honest markup is the canonical URL plus an `x-default` alternate pointing at itself,
 * telling crawlers the page adapts to the visitor's language choice.
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
  const url = new URL(page.path, root.origin).href;
  meta.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url },
    { property: 'og:url', content: url },
  );
  return meta;
}
