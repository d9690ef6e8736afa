import { ProductPage } from '~/features/product/ProductPage';
import type { Route } from '../../routes/+types/product';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>(({ detail, reviews, notices }) => (
  <ProductPage detail={detail} reviews={reviews} notices={notices} />
));
