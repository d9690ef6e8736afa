import type { api } from '@printshop/contract';
import { useTranslation } from 'react-i18next';
import { TrustBlocks } from '~/features/catalog/TrustBlocks';
import { CategoryTabs } from './CategoryTabs';
import { Comments } from './Comments';
import { HomeHero } from './HomeHero';
import { DealsRow, PartnersRow, ProductRow } from './ProductRows';
import { QualityBlock } from './QualityBlock';

interface HomePageProps {
  home: api.HomeData;
  products: api.HomeProducts;
  activity: api.ActivityData;
  firstTab: api.ProductListItem[];
}

/** Every block of docs/product.md's home page, in its order. */
export function HomePage({ home, products, activity, firstTab }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <>
      <HomeHero home={home} />
      <ProductRow
        id="top-sellers-heading"
        title={t('storefront.home.topSellers')}
        products={products.hotlist}
      />
      <ProductRow id="featured-heading" title={t('storefront.home.featured')} products={products.tslist} />
      <ProductRow id="new-heading" title={t('storefront.home.newUpdated')} products={products.newlist} />
      <DealsRow title={t('storefront.home.bestDeals')} products={products.yhlist} />
      <PartnersRow partners={activity.list} />
      <QualityBlock videoUrl={activity.videourl} />
      <TrustBlocks items={activity.trustlist} />
      <Comments comments={activity.evaluationItems} />
      <CategoryTabs categories={home.categorylist} first={firstTab} />
    </>
  );
}
