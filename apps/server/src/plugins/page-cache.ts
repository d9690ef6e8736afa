import { LRUCache, type Perf } from 'lru-cache';

interface PageCacheOptions<Answer, Kept extends Answer & object> {
  /** The most the kept answers may weigh together; the least recently read go first. */
  maxBytes: number;
  ttlMs: number;
  /** Which answers are kept (the others go to whoever asked, once), and what each weighs. */
  keeps: (answer: Answer) => answer is Kept;
  bytesOf: (kept: Kept) => number;
  /** The clock of the TTL, for tests. */
  perf?: Perf;
}

/**
 * Rendered pages kept in memory by key (docs/decisions/095). Concurrent misses of one key share
 * one render. `clear()`, called on every staff edit, also keeps a render still running from
 * being kept, since it may have read what the edit replaced.
 */
export class PageCache<Answer, Kept extends Answer & object> {
  private readonly kept: LRUCache<string, Kept>;
  private readonly keeps: (answer: Answer) => answer is Kept;
  private readonly rendering = new Map<string, Promise<Answer>>();
  /** Counts the clears, so a render learns whether one happened while it ran. */
  private generation = 0;

  constructor({ maxBytes, ttlMs, keeps, bytesOf, perf }: PageCacheOptions<Answer, Kept>) {
    // The clock is read at every look-up (ttlResolution 0), a cost too small to measure.
    this.kept = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: bytesOf,
      ttl: ttlMs,
      ttlResolution: 0,
      perf,
    });
    this.keeps = keeps;
  }

  get(key: string, render: () => Promise<Answer>): Promise<Answer> {
    const hit = this.kept.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.rendering.get(key);
    if (running) return running;

    const generation = this.generation;
    const rendered = render()
      .then((answer) => {
        if (this.keeps(answer) && generation === this.generation) this.kept.set(key, answer);
        return answer;
      })
      .finally(() => {
        if (this.rendering.get(key) === rendered) this.rendering.delete(key);
      });
    this.rendering.set(key, rendered);
    return rendered;
  }

  clear(): void {
    this.generation += 1;
    this.kept.clear();
    this.rendering.clear();
  }
}
