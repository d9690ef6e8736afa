import type { ShopCalendar } from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { type KeptSkus, keptSkus } from '../catalog/kept-skus.ts';
import { keptShopCalendar } from '../content/shop-calendar.ts';

/**
 * What the cart and the checkout show at every request besides the member's own rows, as this
 * process keeps it between staff edits: the shop's calendar, and the SKUs of the lines.
 */
export interface KeptCatalogue {
  calendar: () => Promise<ShopCalendar>;
  skus: KeptSkus;
}

/** One per app, shared by the cart's and the checkout's routes. */
export function keptCatalogue(db: Db, changes: ChangeFeed, timeZone: string): KeptCatalogue {
  return { calendar: keptShopCalendar(db, changes, timeZone), skus: keptSkus(db, changes) };
}
