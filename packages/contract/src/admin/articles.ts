import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, optionalText } from '../api/inputs.ts';
import { mediaPath } from './inputs.ts';
import { bilingual } from './settings.ts';

/**
 * The shop's articles, as an owner edits them: the numbered pages (8 terms of service … 19 colour
 * difference, docs/product.md#screens), which always exist, and the entries of the design-service
 * page, which an owner adds, orders and removes. Each text is written in English and in Chinese;
 * the HTML is sanitised when it is saved.
 */

export const CONTENT_LIMITS = {
  title: 120,
  subheading: 300,
  /** Characters of HTML per language: a long article is some 20,000; a request holds at most 1 MB. */
  html: 100_000,
  /** The most entries the design-service page, or the blog's categories, may be put in order at once. */
  order: 200,
} as const;

/** A text written in both languages that may be left empty in either. */
export const optionalBilingual = (max: number) => z.object({ en: optionalText(max), zh: optionalText(max) });

/** An image of the shop's media, or none ('' or null). */
export const optionalMedia = z.preprocess((value) => (value === '' ? null : value), mediaPath.nullable());

/** The kinds of article: a numbered page, or an entry of the design-service page. */
export const ARTICLE_KINDS = ['page', 'design'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

const bilingualText = z.object({ en: z.string(), zh: z.string() });

/** What an owner writes of an article, of either kind. */
export const articleFields = z.object({
  title: bilingual(CONTENT_LIMITS.title),
  subheading: optionalBilingual(CONTENT_LIMITS.subheading),
  img: optionalMedia,
  content: bilingual(CONTENT_LIMITS.html),
});
export type ArticleFields = z.output<typeof articleFields>;

export const adminArticle = z.object({
  /** A page's number (its /article?no=), or a design-service entry's id. */
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  title: bilingualText,
  subheading: bilingualText,
  img: z.string().nullable(),
  content: bilingualText,
});
export type AdminArticle = z.infer<typeof adminArticle>;

/** An article as the list shows it: no content. */
export const adminArticleRow = adminArticle.omit({ content: true });
export type AdminArticleRow = z.infer<typeof adminArticleRow>;

export const adminArticleList = endpoint({
  ...ADMIN_ROUTES.adminArticleList,
  auth: false,
  staff: 'catalog.manage',
  summary: 'The numbered page articles by number, and the design-service entries in their order',
  input: z.object({}),
  output: z.object({ pages: z.array(adminArticleRow), designs: z.array(adminArticleRow) }),
});

export const adminArticleDetail = endpoint({
  ...ADMIN_ROUTES.adminArticleDetail,
  auth: false,
  staff: 'catalog.manage',
  summary: 'One article of either kind, each text in both languages',
  input: z.object({ id: idParam }),
  output: adminArticle,
});

export const adminArticleUpdate = endpoint({
  ...ADMIN_ROUTES.adminArticleUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Change an article of either kind; its HTML is sanitised, and the storefront shows it at once',
  input: articleFields.extend({ id: idParam }),
  output: adminArticle,
});

export const adminDesignArticleCreate = endpoint({
  ...ADMIN_ROUTES.adminDesignArticleCreate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Add an entry at the end of the design-service page',
  input: articleFields,
  output: adminArticle,
});

export const adminDesignArticleDelete = endpoint({
  ...ADMIN_ROUTES.adminDesignArticleDelete,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Remove an entry of the design-service page (a numbered page article cannot be removed: 404)',
  input: z.object({ id: idParam }),
  output: z.object({ id: z.number().int() }),
});

/** A new order of a whole list, by id: every id of the list once (else 409, the list changed meanwhile). */
export const orderInput = z.object({ ids: z.array(idParam).min(1).max(CONTENT_LIMITS.order) });

export const adminDesignArticleOrder = endpoint({
  ...ADMIN_ROUTES.adminDesignArticleOrder,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Put the design-service entries in a new order: every entry’s id once, first to last',
  input: orderInput,
  output: z.object({ designs: z.array(adminArticleRow) }),
});
