import { SearchPage } from '~/features/catalog/SearchPage';
import type { Route } from '../../routes/+types/search';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>(({ term, result, page }) => (
  <SearchPage term={term} result={result} page={page} />
));
