import { DesignServicePage } from '~/features/content/DesignServicePage';
import type { Route } from '../../routes/+types/design-service';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>(({ articles }) => (
  <DesignServicePage articles={articles} />
));
