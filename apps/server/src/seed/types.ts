/**
 * Shapes of the demo data. Every text a shopper sees is written in both languages;
 * HTML fields hold trusted, hand-written markup (it is still sanitised when served).
 * Image fields hold media URLs of the form `/media/<key>.webp` (see modules/media),
 * rendered by the shop itself from vector mock-ups, at any width in MEDIA_WIDTHS.
 */
export interface Text {
  en: string;
  zh: string;
}

export interface TextList {
  en: string[];
  zh: string[];
}

/** Articles 8 to 19 of SPEC.md, shown at /article?no=. */
export interface SeedArticle {
  no: number;
  title: Text;
  subheading: Text;
  img?: string;
  content: Text;
}

/** An entry of the /designService page. */
export interface SeedDesignArticle {
  title: Text;
  subheading: Text;
  img?: string;
  content: Text;
}

export interface SeedBlogCategory {
  key: string;
  title: Text;
}

/** A printing-knowledge post (/blog, /blogDetail). */
export interface SeedBlogPost {
  categories: string[];
  title: Text;
  subheading: Text;
  img: string;
  content: Text;
  /** ISO date, e.g. '2026-03-14' */
  publishedAt: string;
}

/**
 * The texts of the product page that every product shares (product/queryorderprocess):
 * notes-for-completion tiles, ordering-process steps, precautions and after-sales HTML.
 */
export interface SeedNoticeTile {
  img: string;
  title: Text;
  remark: Text;
}

export interface SeedProcessStep {
  img: string;
  title: Text;
}

export interface SeedTestimonial {
  img: string;
  author: string;
  title: Text;
  content: Text;
  fraction: number;
  /** ISO date */
  createdAt: string;
}

export interface SeedPartner {
  name: string;
  img: string;
}

export interface SeedSiteSettings {
  /** Browser/page title of the shop, e.g. 'PrintShop' */
  hometitle: Text;
  /** The short title shown in the header bar */
  title: Text;
  /** Contact phone shown in the header */
  mobile: string;
  bannerImg: string;
  bannerMobileImg: string;
  videoUrl: string;
}
