import { CachedAnswer } from '../http/cached-answer.ts';
import type { ChangeFeed } from './change-feed.ts';

/**
 * A small in-process cache with a time to live, for reads that every visitor sees alike (home,
 * header, categories, product pages, articles).
 *
 * Safe with several app processes behind a load balancer: shoppers never write this content, and
 * a staff edit empties every process's storefront caches when it commits (lib/change-feed.ts),
 * so no process serves what an edit replaced; the TTL only bounds how long an entry is kept.
 *
 * The Map is bounded: keys include client input (ids, page numbers), so without a bound a crawler
 * could grow it without limit. The oldest entry is dropped first.
 */
interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export class TtlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached value of `key`, or the result of `load` (then kept for the TTL). The promise is
   * stored, so concurrent misses for one key share a single load instead of stampeding the
   * database; a failed load (a 404, a lost connection) is forgotten at once and never served.
   */
  get<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    const now = this.now();
    const hit = this.freshEntry(id, now);
    if (hit) return hit.value as Promise<T>;
    this.entries.delete(id);

    const value = load();
    const entry: Entry = { expires: now + this.ttlMs, value };
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(id, entry);
    value.catch(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    });
    return value;
  }

  /**
   * The values of `keys` as get keeps them, those not kept loaded together by one call of
   * `loadMany`; a key it has no value for is kept as having none, and left out of the answer.
   */
  async getMany<K, T>(
    keys: readonly K[],
    loadMany: (missing: K[]) => Promise<Map<K, T>>,
  ): Promise<Map<K, T>> {
    const now = this.now();
    const missing = keys.filter((key) => !this.freshEntry(JSON.stringify([key]), now));
    const loading = missing.length > 0 ? loadMany(missing) : undefined;
    const values = await Promise.all(
      keys.map((key) => this.get([key], async () => (await loading)?.get(key))),
    );
    const found = new Map<K, T>();
    keys.forEach((key, index) => {
      const value = values[index];
      if (value !== undefined) found.set(key, value);
    });
    return found;
  }

  private freshEntry(id: string, now: number): Entry | undefined {
    const entry = this.entries.get(id);
    return entry && entry.expires > now ? entry : undefined;
  }

  delete(key: readonly unknown[]): void {
    this.entries.delete(JSON.stringify(key));
  }

  clear(): void {
    this.entries.clear();
  }
}

/** How long a storefront read is kept when no edit empties it first. */
const STOREFRONT_TTL_MS = 60_000;

/** Storefront reads kept as answers a route sends as the bytes it first sent (http/cached-answer.ts). */
export interface StorefrontCache {
  get<T>(key: readonly unknown[], load: () => Promise<T>): Promise<CachedAnswer<T>>;
}

/**
 * A cache of what staff edit and every visitor sees alike, emptied by every staff edit any
 * process commits; one per app instance (not per module), so apps on different databases never
 * share entries.
 */
export function editedContentCache(changes: ChangeFeed, maxEntries: number): TtlCache {
  const cache = new TtlCache({ ttlMs: STOREFRONT_TTL_MS, maxEntries });
  changes.onChange(() => cache.clear());
  return cache;
}

export function storefrontCache(changes: ChangeFeed): StorefrontCache {
  const cache = editedContentCache(changes, 2000);
  return { get: (key, load) => cache.get(key, async () => new CachedAnswer(await load())) };
}
