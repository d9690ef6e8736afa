import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { review } from '../api/catalog.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, numberFromForm, optionalText } from '../api/inputs.ts';
import { starCount } from '../api/reviews.ts';
import { adminPaging, optionalChoice } from './inputs.ts';

/**
 * The product reviews as staff moderate them: the demo's and buyers' alike, each shown on its
 * product page or hidden (kept, but neither shown nor counted in the product's rating).
 */

/** Whether the product page shows a review: the list's filter of that name. */
export const REVIEW_VISIBILITIES = ['shown', 'hidden'] as const;

export const adminReview = review.omit({ createTime: true }).extend({
  id: z.number().int(),
  productNo: z.string(),
  productName: z.string(),
  createTime: z.string().describe('ISO 8601 date and time in UTC'),
  hidden: z.boolean(),
  /** The order of the item a buyer reviewed, for a link; null for a review no order backs (the demo's). */
  order: z.object({ id: z.number().int(), orderNo: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewList = endpoint({
  ...ADMIN_ROUTES.adminReviewList,
  auth: false,
  staff: 'customers.manage',
  summary:
    'Reviews, the newest first, a page at a time: shown or hidden, of one product (its number, in any case), with a number of stars',
  input: z.object({
    visibility: optionalChoice(REVIEW_VISIBILITIES),
    productNo: optionalText(50),
    stars: numberFromForm(starCount.optional()),
    ...adminPaging,
  }),
  output: z.object({ list: z.array(adminReview), total: z.number().int() }),
});

const reviewMove = {
  auth: false,
  staff: 'customers.manage',
  input: z.object({ id: idParam }),
  output: adminReview,
} as const;

export const adminReviewHide = endpoint({
  ...ADMIN_ROUTES.adminReviewHide,
  ...reviewMove,
  summary:
    'Hide a review: it leaves the product page and its rating at once, and is kept; hiding a hidden one changes nothing',
});

export const adminReviewShow = endpoint({
  ...ADMIN_ROUTES.adminReviewShow,
  ...reviewMove,
  summary:
    'Show a hidden review again on its product page, counted in its rating; showing a shown one changes nothing',
});
