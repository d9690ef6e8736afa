import { type api, CODE, type Lang, pick } from '@printshop/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { sanitize } from '../../lib/sanitize.ts';
import {
  type CategoryNode,
  categoryTree,
  homeProductLists,
  offsetOf,
  type Page,
} from '../catalog/service.ts';
import { shownPosts } from './blog-days.ts';
import { readSiteSettings } from './site-settings.ts';
import {
  articles,
  blogCategories,
  blogPostCategories,
  blogPosts,
  partners,
  productNotices,
  testimonials,
} from './tables.ts';
import { trustList } from './trust-blocks.ts';

export async function headerData(db: Db, lang: Lang): Promise<api.HeaderData> {
  const [settings, tree] = await Promise.all([readSiteSettings(db), categoryTree(db, lang)]);
  return {
    hometitle: pick(settings.hometitle, lang),
    title: pick(settings.title, lang),
    mobile: settings.mobile,
    categoryFirst: tree.map(({ id, slug, typeName, subclassVOList }) => ({
      id,
      slug,
      typeName,
      subclassVOList: subclassVOList.map((child) => ({ id: child.id, typeName: child.typeName })),
    })),
  };
}

/** Paths of every content page, for the sitemap: the posts the blog shows now, not drafts nor those still to come. */
export async function contentPaths(db: Db, timeZone: string): Promise<string[]> {
  const [pages, posts] = await Promise.all([
    db.select({ id: articles.id }).from(articles).where(eq(articles.kind, 'page')).orderBy(asc(articles.id)),
    db.select({ id: blogPosts.id }).from(blogPosts).where(shownPosts(timeZone)).orderBy(asc(blogPosts.id)),
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

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function homeCategory(node: CategoryNode): api.HomeCategory {
  return { typeName: node.typeName, pid: node.id, img: node.img, subclassVOList: node.subclassVOList };
}

export async function homeData(db: Db, lang: Lang): Promise<api.HomeData> {
  const [settings, tree] = await Promise.all([readSiteSettings(db), categoryTree(db, lang)]);
  return {
    img: settings.bannerImg,
    mimg: settings.bannerMobileImg,
    categorysecond: tree.filter((node) => node.popular).map(homeCategory),
    categorylist: tree.map(homeCategory),
  };
}

export function homeProducts(db: Db, lang: Lang): Promise<api.HomeProducts> {
  return homeProductLists(db, lang);
}

export async function activityData(db: Db, lang: Lang): Promise<api.ActivityData> {
  const [settings, partnerRows, testimonialRows, trust] = await Promise.all([
    readSiteSettings(db),
    db
      .select({ name: partners.name, img: partners.img })
      .from(partners)
      .orderBy(asc(partners.sort), asc(partners.id)),
    db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id)),
    trustList(db, lang),
  ]);
  return {
    list: partnerRows,
    videourl: settings.videoUrl,
    evaluationItems: testimonialRows.map((row) => ({
      img: row.img,
      author: row.author,
      title: pick(row.title, lang),
      createTime: isoDate(row.createdAt),
      fraction: row.fraction,
      content: pick(row.content, lang),
    })),
    trustlist: trust,
  };
}

interface BlogPageInput extends Page {
  /** A blog category id; absent for every post. */
  type?: number;
}

/**
 * One page of the posts shown now (published, their day come in the shop's time zone), newest
 * first, in four queries whatever the page size: every category, the page, the count, and the
 * categories of the posts on the page (one query, not one per post).
 */
export async function blogPage(
  db: Db,
  lang: Lang,
  input: BlogPageInput,
  timeZone: string,
): Promise<api.BlogPage> {
  const where = and(
    shownPosts(timeZone),
    input.type === undefined
      ? undefined
      : inArray(
          blogPosts.id,
          db
            .select({ id: blogPostCategories.postId })
            .from(blogPostCategories)
            .where(eq(blogPostCategories.categoryId, input.type)),
        ),
  );
  const [categoryRows, postRows, [counted]] = await Promise.all([
    db.select().from(blogCategories).orderBy(asc(blogCategories.sort), asc(blogCategories.id)),
    db
      .select({
        id: blogPosts.id,
        img: blogPosts.img,
        title: blogPosts.title,
        subheading: blogPosts.subheading,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(input.pagenum)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  if (input.type !== undefined && !categoryRows.some((row) => row.id === input.type)) {
    throw new HttpError(CODE.notFound, 'blogCategoryNotFound');
  }

  const links =
    postRows.length === 0
      ? []
      : await db
          .select({ postId: blogPostCategories.postId, categoryId: blogPostCategories.categoryId })
          .from(blogPostCategories)
          .where(
            inArray(
              blogPostCategories.postId,
              postRows.map((post) => post.id),
            ),
          );
  // Category names follow the category order, not the order the links come back in.
  const categoryIndex = new Map(categoryRows.map((row, index) => [row.id, index]));
  const typenames = new Map<number, number[]>();
  for (const link of links) {
    const index = categoryIndex.get(link.categoryId);
    if (index === undefined) continue;
    typenames.set(link.postId, [...(typenames.get(link.postId) ?? []), index]);
  }

  return {
    list: postRows.map((post) => ({
      id: post.id,
      img: post.img,
      title: pick(post.title, lang),
      typenames: (typenames.get(post.id) ?? [])
        .sort((a, b) => a - b)
        .map((index) => pick(categoryRows[index]!.title, lang)),
      subheading: pick(post.subheading, lang),
    })),
    typeVoList: categoryRows.map((row) => ({ id: row.id, title: pick(row.title, lang) })),
    total: counted?.total ?? 0,
  };
}

/** A post the blog shows now; a draft, or one whose day has not come, is not found. */
export async function blogPost(db: Db, lang: Lang, id: number, timeZone: string): Promise<api.BlogPost> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), shownPosts(timeZone)));
  if (!row) throw new HttpError(CODE.notFound, 'blogPostNotFound');
  return {
    id: row.id,
    title: pick(row.title, lang),
    subheading: pick(row.subheading, lang),
    img: row.img,
    content: sanitize(pick(row.content, lang)),
    publishedAt: isoDate(row.publishedAt),
  };
}

function toArticle(row: typeof articles.$inferSelect, lang: Lang): api.Article {
  return {
    title: pick(row.title, lang),
    subheading: pick(row.subheading, lang),
    img: row.img || null,
    content: sanitize(pick(row.content, lang)),
  };
}

export async function designArticles(db: Db, lang: Lang): Promise<(api.Article & { id: number })[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(eq(articles.kind, 'design'))
    .orderBy(asc(articles.sort), asc(articles.id));
  return rows.map((row) => ({ id: row.id, ...toArticle(row, lang) }));
}

/** A numbered page article; design-service entries share the table but are not addressable here. */
export async function article(db: Db, lang: Lang, no: number): Promise<api.Article> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, no), eq(articles.kind, 'page')));
  if (!row) throw new HttpError(CODE.notFound, 'articleNotFound');
  return toArticle(row, lang);
}

/** The product page's shared texts, all four kinds in one query, and the trust blocks beside it. */
export async function orderProcess(db: Db, lang: Lang): Promise<api.OrderProcessData> {
  const [rows, trust] = await Promise.all([
    db.select().from(productNotices).orderBy(asc(productNotices.sort), asc(productNotices.id)),
    trustList(db, lang),
  ]);
  const data: api.OrderProcessData = {
    precautionslist: [],
    orderlclist: [],
    wgaolist: [],
    aftersalesservicelist: [],
    trustlist: trust,
  };
  for (const row of rows) {
    const title = pick(row.title, lang);
    const remark = pick(row.remark, lang);
    if (row.kind === 'precaution') data.precautionslist.push({ content: sanitize(remark) });
    else if (row.kind === 'aftersales') data.aftersalesservicelist.push({ content: sanitize(remark) });
    else if (row.kind === 'step') data.orderlclist.push({ img: row.img ?? '', title });
    else data.wgaolist.push({ img: row.img ?? '', title, remark });
  }
  return data;
}

export async function orderSteps(db: Db, lang: Lang): Promise<api.ProcessStep[]> {
  const rows = await db
    .select({ img: productNotices.img, title: productNotices.title })
    .from(productNotices)
    .where(eq(productNotices.kind, 'step'))
    .orderBy(asc(productNotices.sort), asc(productNotices.id));
  return rows.map((row) => ({ img: row.img ?? '', title: pick(row.title, lang) }));
}
