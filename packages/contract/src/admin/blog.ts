import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, text } from '../api/inputs.ts';
import { CONTENT_LIMITS, optionalBilingual, orderInput } from './articles.ts';
import { adminPaging, DAY_OUT_OF_RANGE, mediaPath, optionalChoice } from './inputs.ts';
import { FILTER_DAYS } from './limits.ts';
import { bilingual } from './settings.ts';

/**
 * The blog (/blog, /blogDetail), as an owner writes it: posts in both languages, each a draft or
 * published from a day on, in any of the blog's categories; and the categories themselves, in the
 * order the blog lists them. A draft, or a post whose day has not come in the shop's time zone, is
 * seen only here.
 */

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** How the list shows a post: a draft, published and shown, or published from a day still to come. */
export const BLOG_POST_STANDINGS = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStanding = (typeof BLOG_POST_STANDINGS)[number];

/** The most categories one post is in. */
export const BLOG_POST_CATEGORIES_MAX = 10;

const bilingualText = z.object({ en: z.string(), zh: z.string() });

/** A day of the calendar (YYYY-MM-DD) within FILTER_DAYS. */
const day = z.iso.date().refine((value) => value >= FILTER_DAYS.first && value <= FILTER_DAYS.last, {
  params: { reason: DAY_OUT_OF_RANGE },
});

/** What an owner writes of a post. */
export const blogPostFields = z.object({
  title: bilingual(CONTENT_LIMITS.title),
  subheading: optionalBilingual(CONTENT_LIMITS.subheading),
  /** Required: the blog's list shows each post by its picture. */
  img: text().trim().min(1).pipe(mediaPath),
  content: bilingual(CONTENT_LIMITS.html),
  /** Category ids; a repeat counts once. */
  categories: z.array(idParam).max(BLOG_POST_CATEGORIES_MAX).default([]),
  status: z.enum(BLOG_POST_STATUSES),
  /** The day it shows from, in the shop's time zone; the storefront dates the post with it. */
  publishedOn: day.describe('YYYY-MM-DD, the day the post shows from in the shop’s time zone'),
});
export type BlogPostFields = z.output<typeof blogPostFields>;

export const adminBlogPostRow = z.object({
  id: z.number().int(),
  title: bilingualText,
  img: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  /** Whether the storefront shows it now, from its status and its day. */
  standing: z.enum(BLOG_POST_STANDINGS),
  publishedOn: z.string(),
  /** Its categories' ids, in the blog's order of categories. */
  categories: z.array(z.number().int()),
});
export type AdminBlogPostRow = z.infer<typeof adminBlogPostRow>;

export const adminBlogPost = adminBlogPostRow.extend({ subheading: bilingualText, content: bilingualText });
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

export const adminBlogPostList = endpoint({
  ...ADMIN_ROUTES.adminBlogPostList,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'The blog’s posts, the latest publish day first, a page at a time, drafts included; status filters by standing',
  input: z.object({ status: optionalChoice(BLOG_POST_STANDINGS), ...adminPaging }),
  output: z.object({ list: z.array(adminBlogPostRow), total: z.number().int() }),
});

export const adminBlogPostDetail = endpoint({
  ...ADMIN_ROUTES.adminBlogPostDetail,
  auth: false,
  staff: 'catalog.manage',
  summary: 'One post, each text in both languages',
  input: z.object({ id: idParam }),
  output: adminBlogPost,
});

export const adminBlogPostCreate = endpoint({
  ...ADMIN_ROUTES.adminBlogPostCreate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Write a post, as a draft or published; its HTML is sanitised. 400 when a category is not one',
  input: blogPostFields,
  output: adminBlogPost,
});

export const adminBlogPostUpdate = endpoint({
  ...ADMIN_ROUTES.adminBlogPostUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Change a post, publish it or take it back to a draft; the storefront follows at once',
  input: blogPostFields.extend({ id: idParam }),
  output: adminBlogPost,
});

export const adminBlogPostDelete = endpoint({
  ...ADMIN_ROUTES.adminBlogPostDelete,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Remove a post for good, with its place in its categories',
  input: z.object({ id: idParam }),
  output: z.object({ id: z.number().int() }),
});

export const adminBlogCategory = z.object({
  id: z.number().int(),
  title: bilingualText,
  /** Posts in it, drafts included: a category with any cannot be removed. */
  posts: z.number().int(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategory>;

const blogCategoryList = z.object({ list: z.array(adminBlogCategory) });

const blogCategoryFields = z.object({ title: bilingual(CONTENT_LIMITS.title) });
export type BlogCategoryFields = z.output<typeof blogCategoryFields>;

export const adminBlogCategoryList = endpoint({
  ...ADMIN_ROUTES.adminBlogCategoryList,
  auth: false,
  staff: 'catalog.manage',
  summary: 'The blog’s categories in the order the blog lists them, with how many posts each has',
  input: z.object({}),
  output: blogCategoryList,
});

export const adminBlogCategoryCreate = endpoint({
  ...ADMIN_ROUTES.adminBlogCategoryCreate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Add a category at the end of the blog’s list',
  input: blogCategoryFields,
  output: adminBlogCategory,
});

export const adminBlogCategoryUpdate = endpoint({
  ...ADMIN_ROUTES.adminBlogCategoryUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Rename a category, in both languages',
  input: blogCategoryFields.extend({ id: idParam }),
  output: adminBlogCategory,
});

export const adminBlogCategoryDelete = endpoint({
  ...ADMIN_ROUTES.adminBlogCategoryDelete,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Remove a category that has no posts (409 while it has any)',
  input: z.object({ id: idParam }),
  output: z.object({ id: z.number().int() }),
});

export const adminBlogCategoryOrder = endpoint({
  ...ADMIN_ROUTES.adminBlogCategoryOrder,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Put the blog’s categories in a new order: every category’s id once, first to last',
  input: orderInput,
  output: blogCategoryList,
});
