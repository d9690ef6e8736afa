import { CategoryPage } from '~/features/catalog/CategoryPage';
import type { Route } from '../../routes/+types/category';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>(({ data, level, page }) => (
  <CategoryPage data={data} level={level} page={page} />
));
