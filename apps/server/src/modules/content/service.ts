import { type api, type Lang, pick } from '@printshop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categoryTree } from '../catalog/service.ts';
import { readSiteSettings } from './site-settings.ts';
import { articles, blogPosts } from './tables.ts';

export async function headerData(db: Db, lang: Lang): Promise<api.HeaderData> {
  const [settings, tree] = await Promise.all([readSiteSettings(db), categoryTree(db, lang)]);
  return {
    hometitle: pick(settings.hometitle, lang),
    title: pick(settings.title, lang),
    mobile: settings.mobile,
    categoryFirst: tree.map(({ id, typeName, subclassVOList }) => ({
      id,
      typeName,
      subclassVOList: subclassVOList.map((child) => ({ id: child.id, typeName: child.typeName })),
    })),
  };
}

/** Paths of every content page, for the sitemap. */
export async function contentPaths(db: Db): Promise<string[]> {
  const [pages, posts] = await Promise.all([
    db.select({ id: articles.id }).from(articles).where(eq(articles.kind, 'page')).orderBy(asc(articles.id)),
    db.select({ id: blogPosts.id }).from(blogPosts).orderBy(asc(blogPosts.id)),
  ]);
  return [
    '/blog',
    '/designService',
    '/contact-us',
    '/quotes',
    ...pages.map((a) => `/article?no=${a.id}`),
    ...posts.map((p) => `/blogDetail?no=${p.id}`),
  ];
}
