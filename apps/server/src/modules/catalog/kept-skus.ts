import type { Db } from '../../db/client.ts';
import { editedContentCache } from '../../lib/cache.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { describeSkus, type SkuDescription } from './skus.ts';

/** The descriptions of the SKUs whose ids are asked, as this process keeps them; a SKU that is gone is left out. */
export type KeptSkus = (skuIds: number[]) => Promise<Map<number, SkuDescription>>;

/** Enough for every SKU in the carts of a busy day; the oldest goes first. */
const KEPT_SKUS = 20_000;

/**
 * SKU descriptions (product, options, price) as this process keeps them between catalogue edits,
 * which empty them in every process (lib/change-feed.ts): the cart and the checkout show every
 * line's at every request, and the database would build the same few again for each. Those not
 * kept are read in one query. Placing an order reads the stored catalogue itself.
 */
export function keptSkus(db: Db, changes: ChangeFeed): KeptSkus {
  const kept = editedContentCache(changes, KEPT_SKUS);
  return (skuIds) => kept.getMany(skuIds, (missing) => describeSkus(db, missing));
}
