import type { RootData } from '~/lib/root-data';

/**
 * What the server gives a storefront page that hydrates without React Router (docs/decisions/113):
 * the root loader's data and the page's. Such a page is a route with an entry of the same name in
 * shop-pages/entries (routes/home.tsx, entries/home.tsx).
 */
export interface ShopPageData<Page> {
  root: RootData;
  page: Page;
}

/** The element React hydrates, and the one holding the page's data as JSON. */
export const SHOP_ROOT_ID = 'shop';
export const SHOP_DATA_ID = 'shop-data';
