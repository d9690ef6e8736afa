import { QuotePage } from '~/features/forms/QuotePage';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage(() => <QuotePage />);
