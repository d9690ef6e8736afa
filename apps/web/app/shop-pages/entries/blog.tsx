import { BlogPage } from '~/features/content/BlogPage';
import type { Route } from '../../routes/+types/blog';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>(({ first, type }) => (
  <BlogPage first={first} type={type} />
));
