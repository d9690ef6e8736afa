import { HomePage } from '~/features/home/HomePage';
import type { Route } from '../../routes/+types/home';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>((page) => <HomePage {...page} />);
