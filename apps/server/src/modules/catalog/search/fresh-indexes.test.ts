import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeFeed } from '../../../lib/change-feed.ts';
import { CategoryIndex } from './category-index.ts';
import { FreshIndexes, type SearchIndexes } from './fresh-indexes.ts';
import { ProductIndex } from './product-index.ts';

/** A change feed this test announces on, as the catalogue's writes do through PostgreSQL. */
function testFeed(): ChangeFeed {
  const listeners: (() => void)[] = [];
  return {
    onChange: (listener) => listeners.push(listener),
    changed: () => {
      for (const listener of listeners) listener();
    },
    close: async () => {},
  };
}

/** Builds that the test finishes when it chooses, each a new set of indexes. */
function controlledBuilds() {
  const pending: ((indexes: SearchIndexes) => void)[] = [];
  return {
    build: () => new Promise<SearchIndexes>((resolve) => pending.push(resolve)),
    started: () => pending.length,
    finish: (index: number): SearchIndexes => {
      const indexes = { products: new ProductIndex([]), categories: new CategoryIndex([]) };
      pending[index]!(indexes);
      return indexes;
    },
  };
}

const log = pino({ enabled: false });

/** Indexes a search has asked for and got, on a feed the test announces on. */
async function searchedOnce() {
  const builds = controlledBuilds();
  const feed = testFeed();
  const fresh = new FreshIndexes(builds.build, feed, log);
  const first = fresh.get();
  builds.finish(0);
  await first;
  return { builds, feed, fresh };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FreshIndexes', () => {
  it('builds once for the searches that arrive together, then answers from what it built', async () => {
    const builds = controlledBuilds();
    const fresh = new FreshIndexes(builds.build, testFeed(), log);
    const first = fresh.get();
    const second = fresh.get();
    const built = builds.finish(0);
    expect(await first).toBe(built);
    expect(await second).toBe(built);
    expect(await fresh.get()).toBe(built);
    expect(builds.started()).toBe(1);
  });

  it('drops them at a change: the next search waits for new ones', async () => {
    const { builds, feed, fresh } = await searchedOnce();
    feed.changed();
    const next = fresh.get();
    const rebuilt = builds.finish(1);
    expect(await next).toBe(rebuilt);
  });

  it('answers the searches waiting on a build a change overtook, but never keeps it', async () => {
    const builds = controlledBuilds();
    const feed = testFeed();
    const fresh = new FreshIndexes(builds.build, feed, log);
    const waiting = fresh.get();
    feed.changed();
    const after = fresh.get();
    const overtaken = builds.finish(0);
    const current = builds.finish(1);
    expect(await waiting).toBe(overtaken);
    expect(await after).toBe(current);
    expect(await fresh.get()).toBe(current);
    expect(builds.started()).toBe(2);
  });

  describe('after a change', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('rebuilds indexes that were in use a second after the last change, without a search', async () => {
      vi.useFakeTimers();
      const { builds, feed, fresh } = await searchedOnce();
      feed.changed();
      vi.advanceTimersByTime(600);
      feed.changed();
      vi.advanceTimersByTime(600);
      expect(builds.started()).toBe(1);
      vi.advanceTimersByTime(400);
      expect(builds.started()).toBe(2);
      const renewed = builds.finish(1);
      await vi.waitFor(async () => expect(await fresh.get()).toBe(renewed));
      expect(builds.started()).toBe(2);
    });

    it('builds nothing for indexes no search asked for, nor once the app has closed', () => {
      vi.useFakeTimers();
      const builds = controlledBuilds();
      const feed = testFeed();
      const unused = new FreshIndexes(builds.build, feed, log);
      feed.changed();
      vi.advanceTimersByTime(5000);
      expect(builds.started()).toBe(0);
      void unused.get();
      feed.changed();
      unused.close();
      vi.advanceTimersByTime(5000);
      expect(builds.started()).toBe(1);
    });
  });

  it('rebuilds old indexes in the background, answering from them meanwhile', async () => {
    const builds = controlledBuilds();
    let now = 0;
    const fresh = new FreshIndexes(builds.build, testFeed(), log, () => now);
    const first = fresh.get();
    const old = builds.finish(0);
    await first;
    now = 5 * 60_000 + 1;
    expect(await fresh.get()).toBe(old);
    expect(builds.started()).toBe(2);
    const renewed = builds.finish(1);
    await settle();
    expect(await fresh.get()).toBe(renewed);
  });
});
