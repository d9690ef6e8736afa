import type { api } from '@printshop/contract';
import { TrustBlocks } from '~/features/catalog/TrustBlocks';
import { useTranslation } from '~/i18n/use-translation';
import { useApiData } from '~/lib/use-api-data';
import { CategoryTabs, type TabCategory } from './CategoryTabs';
import { Comments } from './Comments';
import { HomeHero } from './HomeHero';
import { DealsRow, PartnersRow, ProductRow } from './ProductRows';
import { QualityBlock } from './QualityBlock';

interface HomePageProps {
  banner: Pick<api.HomeData, 'img' | 'mimg'>;
  popular: api.HomeCategory[];
  topSellers: api.ProductSummary[];
  videoUrl: string;
  tabs: TabCategory[];
}

/**
 * Every block of docs/product.md's home page, in its order. The server renders the first screen,
 * the top sellers and the quality story; the other rows, the partners, the promises and the
 * comments are loaded by the browser once the page runs, so the HTML a phone waits for stays
 * small (docs/decisions/097). Without JavaScript the page shows what the server rendered.
 */
export function HomePage({ banner, popular, topSellers, videoUrl, tabs }: HomePageProps) {
  const { t } = useTranslation();
  const { state: products } = useApiData('homeIntoProduct', {});
  const { state: activity } = useApiData('activityList', {});
  return (
    <>
      <HomeHero banner={banner} popular={popular} />
      <ProductRow id="top-sellers-heading" title={t('storefront.home.topSellers')} products={topSellers} />
      {products.status === 'ready' ? (
        <>
          <ProductRow
            id="featured-heading"
            title={t('storefront.home.featured')}
            products={products.data.tslist}
          />
          <ProductRow
            id="new-heading"
            title={t('storefront.home.newUpdated')}
            products={products.data.newlist}
          />
          <DealsRow title={t('storefront.home.bestDeals')} products={products.data.yhlist} />
        </>
      ) : null}
      {activity.status === 'ready' ? <PartnersRow partners={activity.data.list} /> : null}
      <QualityBlock videoUrl={videoUrl} />
      {activity.status === 'ready' ? (
        <>
          <TrustBlocks items={activity.data.trustlist} />
          <Comments comments={activity.data.evaluationItems} />
        </>
      ) : null}
      <CategoryTabs categories={tabs} />
    </>
  );
}
