import { admin } from '@printshop/contract';
import { articleHref } from '~/lib/links';
import { choiceOf, countingOf, searchOf } from '../lib/list-query';

/** The back office's addresses of the articles and the blog. */

export const ARTICLES_PATH = '/admin/articles';
export const NEW_DESIGN_ARTICLE_PATH = '/admin/articles/new';
export const articlePath = (id: number) => `/admin/articles/${id}`;

export const NEW_POST_PATH = '/admin/blog/new';
export const blogPostPath = (id: number) => `/admin/blog/${id}`;

/** A view of the blog's posts: a standing, or all; and the page. */
export interface BlogQuery {
  status: admin.BlogPostStanding | undefined;
  page: number;
}

/** The view an address of /admin/blog shows; what the list cannot take is dropped. */
export function blogQueryOf(params: URLSearchParams): BlogQuery {
  return {
    status: choiceOf(params.get('status'), admin.BLOG_POST_STANDINGS),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The address of a view of the posts, defaults left out. */
export function blogPath(query: BlogQuery): string {
  return `/admin/blog${searchOf({ status: query.status, page: query.page === 1 ? undefined : query.page })}`;
}

/** Where the storefront shows an article: a page at its number, an entry on the design-service page. */
export function shopPathOf(article: Pick<admin.AdminArticle, 'id' | 'kind'>): string {
  return article.kind === 'page' ? articleHref(article.id) : '/designService';
}
