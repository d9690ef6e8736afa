import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { storefrontCache } from '../../lib/cache.ts';
import { addReview } from './reviews.ts';
import { categoryPage, productDetail, productReviews, searchProducts } from './service.ts';

export function catalogRoutes(app: FastifyInstance): void {
  const cache = storefrontCache(app.changes);

  // The ship-by date is kept with the page: a minute late at most past a cut-off (docs/decisions/087).
  route(app, api.productDetail, ({ input, lang }) =>
    cache.get(['product', lang, input.productNo], () =>
      productDetail(app.db, lang, input.productNo, app.config.shopTimeZone),
    ),
  );

  route(app, api.productReviews, ({ input, lang }) =>
    cache.get(['reviews', lang, input.productNo], () => productReviews(app.db, lang, input.productNo)),
  );

  // A buyer's review changes the product's rating everywhere it shows: every cache drops it.
  route(app, api.addReview, async ({ input, lang, memberId }) => {
    const review = await addReview(app.db, memberId, lang, input);
    app.changes.changed();
    return new Answer(review, t(lang, 'reviewAdded'));
  });

  // Both paths serve the same page (docs/product.md#calls leaves open which does what), so they share entries.
  for (const endpoint of [api.categoryIntoData, api.categoryQueryList]) {
    route(app, endpoint, ({ input, lang }) =>
      cache.get(['category', lang, input], () => categoryPage(app.db, lang, input)),
    );
  }

  // Not cached: free text makes for few repeated keys, and each would push out a useful entry.
  route(app, api.productSearch, ({ input, lang }) => searchProducts(app.db, lang, input));
}
