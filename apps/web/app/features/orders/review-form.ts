import { REVIEW_LIMITS } from '@printshop/contract';
import type { CallInput } from '~/lib/api-endpoints';
import { blank, type Check } from '~/lib/ordered-form';

/** The review form's fields as the inputs hold them: the stars chosen ('' for none yet), the title, the text. */
export interface ReviewValues {
  fraction: string;
  title: string;
  content: string;
}

export const EMPTY_REVIEW: ReviewValues = { fraction: '', title: '', content: '' };

/** The stars a buyer may give, fewest first. */
export const STAR_CHOICES = Array.from(
  { length: REVIEW_LIMITS.maxStars - REVIEW_LIMITS.minStars + 1 },
  (_, index) => REVIEW_LIMITS.minStars + index,
);

interface ReviewWarnings {
  starsRequired: string;
  headlineRequired: string;
  textRequired: string;
}

/** The form's checks in the order it reports them: stars, then title, then text. */
export function reviewChecks(warnings: ReviewWarnings): Check<ReviewValues>[] {
  return [
    {
      field: 'fraction',
      message: warnings.starsRequired,
      fails: (values) => !STAR_CHOICES.includes(Number(values.fraction)),
    },
    { field: 'title', message: warnings.headlineRequired, fails: (values) => blank(values.title) },
    { field: 'content', message: warnings.textRequired, fails: (values) => blank(values.content) },
  ];
}

/** What the form sends for the item, once its checks pass. */
export function reviewInput(orderItemId: number, values: ReviewValues): CallInput<'addReview'> {
  return {
    orderItemId,
    fraction: Number(values.fraction),
    title: values.title.trim(),
    content: values.content.trim(),
  };
}
