import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { ChangeFeed } from '../../../lib/change-feed.ts';
import { CategoryIndex } from './category-index.ts';
import { searchableCategories, searchableProducts } from './load.ts';
import { ProductIndex } from './product-index.ts';

export interface SearchIndexes {
  products: ProductIndex;
  categories: CategoryIndex;
}

/**
 * A bound on how stale the indexes can be after a write that announced nothing (an operator's SQL):
 * then they are rebuilt in the background while the old ones still answer.
 */
const MAX_AGE_MS = 5 * 60_000;

/**
 * How long after the last change indexes in use are rebuilt without waiting for a search: a staff
 * member's run of edits, or an import, is one rebuild rather than one per write.
 */
const RENEW_AFTER_MS = 1000;

/** The indexes of the shown catalogue as it is now: two queries, then a second or so at 10,000 products. */
export async function buildIndexes(db: Db): Promise<SearchIndexes> {
  const [products, categories] = await Promise.all([searchableProducts(db), searchableCategories(db)]);
  return { products: new ProductIndex(products), categories: new CategoryIndex(categories) };
}

/**
 * The search indexes of one app (docs/decisions/096), built at the first search and dropped by every
 * change the catalogue's writes announce (lib/change-feed.ts), in every process: the next search
 * waits for new ones, so a product hidden or renamed is never found as it was. Once a search has
 * asked for them, they are also rebuilt soon after a change, so that the next search seldom waits.
 * A build that a change overtook answers the searches that were waiting for it, and is not kept.
 */
export class FreshIndexes {
  private current: { indexes: SearchIndexes; builtAt: number } | undefined;
  private building: Promise<SearchIndexes> | undefined;
  private generation = 0;
  private renewal: NodeJS.Timeout | undefined;
  /** Whether any search asked for them: a process that serves none builds none. */
  private asked = false;
  private closed = false;

  constructor(
    private readonly build: () => Promise<SearchIndexes>,
    changes: ChangeFeed,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    changes.onChange(() => {
      this.generation++;
      this.current = undefined;
      this.building = undefined;
      if (this.asked && !this.closed) this.renewSoon();
    });
  }

  /** Stops rebuilding on its own, as the app closes its database. */
  close(): void {
    this.closed = true;
    clearTimeout(this.renewal);
  }

  get(): Promise<SearchIndexes> {
    this.asked = true;
    if (!this.current) return this.rebuild();
    if (this.now() - this.current.builtAt > MAX_AGE_MS) this.rebuildInBackground();
    return Promise.resolve(this.current.indexes);
  }

  private renewSoon(): void {
    clearTimeout(this.renewal);
    this.renewal = setTimeout(() => {
      if (!this.current) this.rebuildInBackground();
    }, RENEW_AFTER_MS);
    this.renewal.unref();
  }

  private rebuildInBackground(): void {
    this.rebuild().catch((error) => this.log.warn({ err: error }, 'search index rebuild failed'));
  }

  private rebuild(): Promise<SearchIndexes> {
    if (this.building) return this.building;
    const generation = this.generation;
    const startedAt = this.now();
    const building = this.build().then((indexes) => {
      this.log.info(
        { products: indexes.products.tiles.length, ms: this.now() - startedAt },
        'search index built',
      );
      if (generation === this.generation) this.current = { indexes, builtAt: startedAt };
      return indexes;
    });
    this.building = building;
    const done = () => {
      if (this.building === building) this.building = undefined;
    };
    building.then(done, done);
    return building;
  }
}
