import { z } from 'zod';
import { readJson } from '../data-files.ts';
import { type ReviewText, reviewText } from '../types.ts';

/**
 * A family's review pool, demo-data/reviews/<family>.json. Each product of the family draws
 * 2 to 6 of its reviews (see `pickReviews`), so the texts stay general enough for any of them.
 */
export function reviewPool(family: string): ReviewText[] {
  return readJson(`reviews/${family}.json`, z.array(reviewText).min(1));
}
