import { Fragment, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders } from '~/features/layout/AppProviders';
import { ShopShell } from '~/features/layout/ShopShell';
import { SHOP_DATA_ID, SHOP_ROOT_ID, type ShopPageData } from './shop-page';

/**
 * Where the server rendered the shop inside React Router's tree: the lists of children above it,
 * as (index, length): React Router's `ServerRouter` (the router, its streamed data), its
 * `StaticRouterProvider` (the providers, their hydration script), `<html>` (head, body) and
 * `<body>` in root.tsx (`#shop`, its scripts). React derives `useId`'s ids from these, so the
 * browser must stand in the same place for its ids to be the server's (ShopShell checks that
 * they are).
 */
const SERVER_PLACE: readonly (readonly [number, number])[] = [
  [0, 2],
  [0, 2],
  [1, 2],
  [0, 2],
];

function AtServersPlace({ children }: { children: ReactNode }) {
  return SERVER_PLACE.reduceRight<ReactNode>(
    (inner, [index, length]) =>
      Array.from({ length }, (_, at) => (at === index ? <Fragment key="shop">{inner}</Fragment> : null)),
    children,
  );
}

/**
 * Hydrates a storefront page with React alone (docs/decisions/113): the page, in the shop's
 * header and footer, from the data the server wrote beside it.
 */
export function hydrateShopPage<Page>(render: (page: Page) => ReactNode): void {
  const text = document.getElementById(SHOP_DATA_ID)?.textContent ?? 'null';
  const { root, page } = JSON.parse(text) as ShopPageData<Page>;
  const container = document.getElementById(SHOP_ROOT_ID);
  if (!container) throw new Error(`The page has no #${SHOP_ROOT_ID} to hydrate`);
  hydrateRoot(
    container,
    <AtServersPlace>
      <AppProviders data={root}>
        <ShopShell>{render(page)}</ShopShell>
      </AppProviders>
    </AtServersPlace>,
  );
}
