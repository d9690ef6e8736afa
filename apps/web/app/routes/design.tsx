import { api } from '@printshop/contract';
import { DesignEditorPage } from '~/features/design/DesignEditorPage';
import { designLinks } from '~/features/design/design-links';
import { NotFoundPage } from '~/features/errors/NotFoundPage';
import { loadFromApi } from '~/lib/api.server';
import { interpolate } from '~/lib/interpolate';
import { notFound, orNotFound, positiveInt, requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/design';

export const links = designLinks;

/**
 * /design?productNo=…&template=…(&design=…): the product's print size and sides, its published
 * templates and the one chosen, and its options and prices for Add to cart. A product that cannot be designed online, or a template it does
 * not offer, is a 404. A saved design is the browser's to load: a visitor's key is in its storage.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const address = new URL(request.url).searchParams;
  const productNo = address.get('productNo')?.trim() || notFound();
  const templateId = positiveInt(address.get('template'));
  const lang = requestLang(request);
  const [{ product, list }, detail] = await Promise.all([
    orNotFound(loadFromApi(context, lang, api.designTemplates, { productNo })),
    orNotFound(loadFromApi(context, lang, api.productDetail, { productNo })),
  ]);
  const template = templateId === null ? null : (list.find((each) => each.id === templateId) ?? notFound());
  return {
    product,
    template,
    templates: list.map(({ id, name }) => ({ id, name })),
    designId: positiveInt(address.get('design')),
    cart: {
      productId: detail.productItem.productId,
      groups: detail.alist[0]?.hash ?? [],
      skus: detail.skulist,
    },
  };
}

/** A customer's own work: not indexed. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const texts = root.messages.designEditor;
  return pageMeta(root, {
    title: interpolate(texts.title, { product: loaderData.product.name }),
    description: texts.description,
    path: null,
  });
};

export default function Design({ loaderData }: Route.ComponentProps) {
  return <DesignEditorPage {...loaderData} />;
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <NotFoundPage />
    </main>
  );
}
