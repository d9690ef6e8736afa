import { ContactPage } from '~/features/forms/ContactPage';
import type { Route } from '../../routes/+types/contact-us';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>(({ article }) => <ContactPage article={article} />);
