import type { admin } from '@printshop/contract';
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import { shopDay } from '../../lib/shop-days.ts';
import { blogPosts } from './tables.ts';

/**
 * A post is dated with a day (docs/staff.md): stored as that day's midnight UTC, which the
 * storefront prints as the day itself, and shown from the start of that day in the shop's time
 * zone. A draft is never shown.
 */

/** The instant a post of `day` (YYYY-MM-DD) is stored at. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The day a post is dated, YYYY-MM-DD. */
export const postDay = (publishedAt: Date): string => publishedAt.toISOString().slice(0, 10);

/** The latest publish instant the storefront shows today: today's, in the shop's time zone. */
const shownUntil = (timeZone: string, now: Date) => dayStart(shopDay(now, timeZone));

/** The posts the storefront lists and opens now: published, and their day has come. */
export function shownPosts(timeZone: string, now = new Date()): SQL {
  return and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, shownUntil(timeZone, now)))!;
}

/** The posts of a standing, for the back office's filter. */
export function postsOfStanding(standing: admin.BlogPostStanding, timeZone: string, now = new Date()): SQL {
  if (standing === 'draft') return eq(blogPosts.status, 'draft');
  if (standing === 'published') return shownPosts(timeZone, now);
  return and(eq(blogPosts.status, 'published'), gt(blogPosts.publishedAt, shownUntil(timeZone, now)))!;
}

/** Whether a post is a draft, shown, or published from a day still to come. */
export function standingOf(
  post: { status: admin.BlogPostStatus; publishedAt: Date },
  timeZone: string,
  now = new Date(),
): admin.BlogPostStanding {
  if (post.status === 'draft') return 'draft';
  return post.publishedAt > shownUntil(timeZone, now) ? 'scheduled' : 'published';
}
