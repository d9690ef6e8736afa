import { LANGS } from '@printshop/contract';
import { z } from 'zod';

/**
 * Shapes of the demo data, checked when the files of seed/demo-data are loaded (see its README).
 * Every text a shopper sees is written in both languages; HTML fields hold trusted, hand-written
 * markup (it is still sanitised when served). Objects are strict so a misspelt key is reported
 * instead of silently dropped. Image fields hold media URLs of the form `/media/<key>.webp` (see
 * modules/media), rendered by the shop itself from vector mock-ups, at any width in MEDIA_WIDTHS.
 */
export const filled = z.string().regex(/\S/, 'must not be empty');
const mediaUrl = z
  .string()
  .regex(/^\/media\/[\w/-]+\.webp$/, 'must be a media URL like /media/banner/home.webp');
const isoDate = z.iso.date('must be a date like 2026-03-14');
const stars = z.number().int().min(1).max(5);

export const text = z.strictObject({ en: filled, zh: filled });
export type Text = z.infer<typeof text>;

/** An item of an HTML file: the front matter's fields and the two language sections as `content`. */
const htmlItem = z.strictObject({ title: text, subheading: text, img: mediaUrl.optional(), content: text });

/** The numbered articles (8 terms of service ... 19 colour difference), shown at /article?no=. */
export const seedArticle = htmlItem.extend({ no: z.number().int().min(1) });

/** An entry of the /designService page. */
export const seedDesignArticle = htmlItem;

export const seedBlogCategory = z.strictObject({ key: z.string().regex(/^[a-z-]+$/), title: text });

/** A printing-knowledge post (/blog, /blogDetail), in one or more of the given categories. */
export const seedBlogPost = (categoryKeys: string[]) =>
  htmlItem.extend({
    img: mediaUrl,
    categories: z.array(z.enum(categoryKeys)).min(1),
    publishedAt: isoDate,
  });

/** An HTML text without front matter, e.g. the precautions of the product page. */
export const seedHtml = z.strictObject({ content: text });

/**
 * The texts of the product page that every product shares (product/queryorderprocess):
 * notes-for-completion tiles, ordering-process steps, precautions and after-sales HTML.
 */
export const seedNoticeTile = z.strictObject({ img: mediaUrl, title: text, remark: text });

export const seedProcessStep = z.strictObject({ img: mediaUrl, title: text });

export const seedTestimonial = z.strictObject({
  img: mediaUrl,
  author: filled,
  title: text,
  content: text,
  fraction: stars,
  createdAt: isoDate,
});

export const seedPartner = z.strictObject({ name: filled, img: mediaUrl });

/** The home page's and every product page's three trust blocks: an icon, a title and a sentence. */
export const seedTrustBlocks = z.array(z.strictObject({ icon: mediaUrl, title: text, body: text })).length(3);

export const seedSiteSettings = z.strictObject({
  /** Browser/page title of the shop, e.g. 'PrintShop' */
  hometitle: text,
  /** The short title shown in the header bar */
  title: text,
  /** Contact phone shown in the header */
  mobile: filled,
  bannerImg: mediaUrl,
  bannerMobileImg: mediaUrl,
  videoUrl: z.string(),
});
export type SeedSiteSettings = z.infer<typeof seedSiteSettings>;

/** A product review before it is given to a product: the author and date are assigned per product. */
export const reviewText = z.strictObject({
  fraction: stars,
  title: filled,
  content: filled,
  /** The language the review is written in; English when absent. */
  lang: z.enum(LANGS).optional(),
});
export type ReviewText = z.infer<typeof reviewText>;
