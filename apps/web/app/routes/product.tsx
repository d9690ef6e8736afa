import { api } from '@printshop/contract';
import { ProductPage } from '~/features/product/ProductPage';
import { loadFromApi } from '~/lib/api.server';
import { productHref } from '~/lib/links';
import { mediaUrl } from '~/lib/media';
import { notFound, orNotFound, requestLang } from '~/lib/page-load.server';
import { pageMeta, pageUrl, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/product';

export async function loader({ request, context }: Route.LoaderArgs) {
  const productNo = new URL(request.url).searchParams.get('no')?.trim() || notFound();
  const lang = requestLang(request);
  const [detail, reviews, notices] = await orNotFound(
    Promise.all([
      loadFromApi(context, lang, api.productDetail, { productNo }),
      loadFromApi(context, lang, api.productReviews, { productNo }),
      loadFromApi(context, lang, api.orderProcessNotices, {}),
    ]),
  );
  return { detail, reviews, notices };
}

const DESCRIPTION_LENGTH = 160;

/** A search-result snippet from the product's HTML remark. */
function summary(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { productItem: product, skulist } = loaderData.detail;
  const description = summary(product.remark) || product.server_content;
  const prices = skulist.map((sku) => sku.price);
  const path = productHref(product.product_no);
  // Structured data lets search engines show the price range and rating with the result.
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productname,
    sku: product.product_no,
    description,
    image: new URL(mediaUrl(product.icon, 800), root.origin).href,
    url: pageUrl(root, path),
    ...(prices.length > 0 && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'USD',
        lowPrice: Math.min(...prices).toFixed(2),
        highPrice: Math.max(...prices).toFixed(2),
        offerCount: prices.length,
      },
    }),
    ...(product.plnum > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.startype,
        reviewCount: product.plnum,
      },
    }),
  };
  return [
    ...pageMeta(root, { title: product.productname, description, path }),
    { 'script:ld+json': structured },
  ];
};

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage
      key={loaderData.detail.productItem.product_no}
      detail={loaderData.detail}
      reviews={loaderData.reviews}
      notices={loaderData.notices}
    />
  );
}
