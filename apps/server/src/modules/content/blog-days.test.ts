import { describe, expect, it } from 'vitest';
import { dayStart, postDay, standingOf } from './blog-days.ts';

describe('a blog post’s day', () => {
  it('is stored as its midnight UTC and read back as the same day', () => {
    expect(dayStart('2026-03-14').toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(postDay(dayStart('2026-03-14'))).toBe('2026-03-14');
  });

  it('comes at the start of that day in the shop’s time zone, not in UTC', () => {
    const post = { status: 'published' as const, publishedAt: dayStart('2026-03-14') };
    // 23:30 on the 13th in Los Angeles is already the 14th in UTC: not yet.
    const lateOn13th = new Date('2026-03-14T06:30:00Z');
    expect(standingOf(post, 'America/Los_Angeles', lateOn13th)).toBe('scheduled');
    expect(standingOf(post, 'America/Los_Angeles', new Date('2026-03-14T07:30:00Z'))).toBe('published');
    // 00:30 on the 14th in Shanghai is still the 13th in UTC: it shows.
    expect(standingOf(post, 'Asia/Shanghai', new Date('2026-03-13T16:30:00Z'))).toBe('published');
    expect(standingOf(post, 'Asia/Shanghai', new Date('2026-03-13T15:30:00Z'))).toBe('scheduled');
  });

  it('never makes a draft shown', () => {
    const draft = { status: 'draft' as const, publishedAt: dayStart('2000-01-01') };
    expect(standingOf(draft, 'UTC', new Date('2026-01-01T00:00:00Z'))).toBe('draft');
  });
});
