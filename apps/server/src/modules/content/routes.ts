import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { storefrontCache } from '../../lib/cache.ts';
import {
  activityData,
  article,
  blogPage,
  blogPost,
  designArticles,
  headerData,
  homeData,
  homeProducts,
  orderProcess,
  orderSteps,
} from './service.ts';

export function contentRoutes(app: FastifyInstance): void {
  const cache = storefrontCache(app.changes);
  const { shopTimeZone: timeZone } = app.config;

  route(app, api.homeTitle, ({ lang }) => cache.get(['header', lang], () => headerData(app.db, lang)));
  route(app, api.homeInto, ({ lang }) => cache.get(['home', lang], () => homeData(app.db, lang)));
  route(app, api.homeIntoProduct, ({ lang }) =>
    cache.get(['homeProducts', lang], () => homeProducts(app.db, lang)),
  );
  route(app, api.activityList, ({ lang }) => cache.get(['activity', lang], () => activityData(app.db, lang)));

  route(app, api.blogList, ({ input, lang }) =>
    cache.get(['blog', lang, input], () => blogPage(app.db, lang, input, timeZone)),
  );
  route(app, api.blogListByType, ({ input, lang }) =>
    cache.get(['blog', lang, input], () => blogPage(app.db, lang, input, timeZone)),
  );
  route(app, api.blogPostDetail, ({ input, lang }) =>
    cache.get(['blogPost', lang, input.id], () => blogPost(app.db, lang, input.id, timeZone)),
  );
  route(app, api.designServiceContent, ({ lang }) =>
    cache.get(['design', lang], () => designArticles(app.db, lang)),
  );
  route(app, api.queryArticle, ({ input, lang }) =>
    cache.get(['article', lang, input.type], () => article(app.db, lang, input.type)),
  );

  route(app, api.orderProcessNotices, ({ lang }) =>
    cache.get(['orderProcess', lang], () => orderProcess(app.db, lang)),
  );
  route(app, api.orderProcessList, ({ lang }) => cache.get(['steps', lang], () => orderSteps(app.db, lang)));
}
