import { admin, REVIEW_LIMITS } from '@printshop/contract';
import { choiceOf, countingOf, searchOf } from '../lib/list-query';

/** The longest product number the list's filter takes. */
const PRODUCT_NO_MAX = 50;

/** The stars a review can have, the filter's choices, most first. */
export const STAR_FILTERS = Array.from(
  { length: REVIEW_LIMITS.maxStars - REVIEW_LIMITS.minStars + 1 },
  (_, index) => REVIEW_LIMITS.maxStars - index,
);

/** A view of the reviews list: shown or hidden, a product, a number of stars, and the page. */
export interface ReviewsQuery {
  visibility: (typeof admin.REVIEW_VISIBILITIES)[number] | undefined;
  productNo: string;
  stars: number | undefined;
  page: number;
}

/** The view an address of /admin/reviews shows; what the list cannot take is dropped. */
export function reviewsQueryOf(params: URLSearchParams): ReviewsQuery {
  return {
    visibility: choiceOf(params.get('visibility'), admin.REVIEW_VISIBILITIES),
    productNo: (params.get('productNo') ?? '').trim().slice(0, PRODUCT_NO_MAX),
    stars: choiceOf(params.get('stars'), STAR_FILTERS),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The query string of a view, defaults left out. */
export function reviewsSearch(query: ReviewsQuery): string {
  return searchOf({
    visibility: query.visibility,
    productNo: query.productNo,
    stars: query.stars,
    page: query.page === 1 ? undefined : query.page,
  });
}

/** The address of a view of the reviews list. */
export function reviewsPath(query: ReviewsQuery): string {
  return `${admin.ADMIN_SCREENS.reviews.path}${reviewsSearch(query)}`;
}
