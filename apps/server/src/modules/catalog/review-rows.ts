import { type api, parseLang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { reviews } from './tables.ts';

/** What a review shows of its row, as every read of reviews selects it. */
export const reviewColumns = {
  fraction: reviews.fraction,
  title: reviews.title,
  content: reviews.content,
  author: reviews.author,
  verified: reviews.verified,
  lang: reviews.lang,
  createdAt: reviews.createdAt,
};

type ReviewRow = { [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]['_']['data'] };

/** Staff hide a review without deleting it: the storefront neither shows nor counts it. */
export const shownReview = eq(reviews.hidden, false);

/** A review as the product page shows it. */
export function toReview(row: ReviewRow): api.Review {
  return {
    fraction: row.fraction,
    title: row.title,
    createTime: row.createdAt.toISOString().slice(0, 10),
    author: row.author,
    content: row.content,
    verified: row.verified,
    lang: parseLang(row.lang),
  };
}
