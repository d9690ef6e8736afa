import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DATA_DIR, readJson } from '../data-files.ts';
import { type ReviewText, reviewText } from '../types.ts';
import type { SeedReviewAuthors } from './schemas.ts';

/** The review pools there are: demo-data/reviews/<family>.json, by family. */
export const reviewPoolNames = () =>
  fs
    .readdirSync(path.join(DATA_DIR, 'reviews'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.basename(name, '.json'));

/**
 * A family's review pool. Each product of the family draws 2 to 6 of its reviews (see
 * `pickReviews`), so the texts stay general enough for any of them.
 */
export function reviewPool(family: string): ReviewText[] {
  return readJson(`reviews/${family}.json`, z.array(reviewText).min(1));
}

export interface SeedReview extends Required<ReviewText> {
  author: string;
  verified: boolean;
  /** ISO date */
  createdAt: string;
}

const REVIEW_EPOCH = Date.UTC(2025, 0, 6);
const DAY = 24 * 60 * 60 * 1000;

/**
 * Gives a product 2 to 6 reviews from its family's pool. The choice, authors and dates follow
 * from the product number, so the demo data is the same on every run; dates fall between
 * January 2025 and March 2026.
 */
export function pickReviews(
  pool: readonly ReviewText[],
  authors: SeedReviewAuthors,
  no: number,
): SeedReview[] {
  const count = Math.min(pool.length, 2 + ((no * 7) % 5));
  const start = (no * 3) % pool.length;
  return Array.from({ length: count }, (_, j) => {
    const text = pool[(start + j) % pool.length]!;
    const lang = text.lang ?? 'en';
    const names = authors[lang];
    const days = (no * 37 + j * 53) % 420;
    return {
      fraction: text.fraction,
      title: text.title,
      content: text.content,
      lang,
      author: names[(no * 7 + j * 5) % names.length]!,
      verified: (no + j) % 4 !== 0,
      createdAt: new Date(REVIEW_EPOCH + days * DAY).toISOString().slice(0, 10),
    };
  });
}
