import type { RootData } from '~/lib/root-data';

/**
 * A storefront page that hydrates without React Router (docs/decisions/113): its route names its
 * entry in `handle`, and the server writes what the entry needs beside the page's HTML.
 */
export interface ShopPageHandle {
  /** The file's name in shop-pages/entries, without its extension. */
  shopEntry: string;
}

/** What the server gives a storefront page's entry: the root loader's data and the page's. */
export interface ShopPageData<Page> {
  root: RootData;
  page: Page;
}

/** The element React hydrates, and the one holding the page's data as JSON. */
export const SHOP_ROOT_ID = 'shop';
export const SHOP_DATA_ID = 'shop-data';
