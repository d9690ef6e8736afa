import { z } from 'zod';
import { REVIEW_LIMITS } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { review } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { idParam, numberFromForm, requiredText } from './inputs.ts';

/** A review's number of stars, 1 to 5. */
export const starCount = z.number().int().min(REVIEW_LIMITS.minStars).max(REVIEW_LIMITS.maxStars);

export const addReview = endpoint({
  ...API_ROUTES.addReview,
  auth: true,
  summary:
    "Review one of the member's delivered items, once: 1 to 5 stars, a title and a text, written in the request's language. It shows on the product page at once, with the verified-buyer badge. 404 for an item of another member's; 409 when the item is not delivered, is reviewed already, or its product is no longer sold",
  input: z.object({
    orderItemId: idParam,
    fraction: numberFromForm(starCount),
    title: requiredText(REVIEW_LIMITS.title),
    content: requiredText(REVIEW_LIMITS.content),
  }),
  output: review,
});
