import { ArticleView } from '~/features/content/ArticleView';
import type { Route } from '../../routes/+types/article';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>(({ article }) => (
  <ArticleView
    title={article.title}
    subheading={article.subheading}
    img={article.img}
    content={article.content}
  />
));
