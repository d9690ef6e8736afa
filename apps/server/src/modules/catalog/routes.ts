import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { storefrontCache } from '../../lib/cache.ts';
import { addReview } from './reviews.ts';
import { buildIndexes, FreshIndexes } from './search/fresh-indexes.ts';
import { searchProducts, suggest } from './search/service.ts';
import { searchKey } from './search/words.ts';
import { categoryPage, productDetail, productReviews } from './service.ts';

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

  // Answered from indexes in memory that the same changes renew (docs/decisions/096). Popular searches,
  // and what the header's box suggests on the way to them, repeat: their answers are kept too, apart
  // from the pages' so that a run of new texts never pushes a page out.
  const indexes = new FreshIndexes(() => buildIndexes(app.db), app.changes, app.log);
  app.addHook('onClose', async () => indexes.close());
  const answers = storefrontCache(app.changes);
  route(app, api.productSearch, ({ input, lang }) =>
    answers.get(['search', lang, searchKey(input.productName), input.pagesize, input.pagenum], async () =>
      searchProducts(await indexes.get(), lang, input),
    ),
  );
  route(app, api.productSuggest, ({ input, lang }) =>
    answers.get(['suggest', lang, searchKey(input.productName)], async () =>
      suggest(await indexes.get(), lang, input.productName),
    ),
  );
}
