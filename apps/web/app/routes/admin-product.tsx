import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ProductEditorPage } from '~/features/admin/products/ProductEditorPage';
import { ProductNotFound } from '~/features/admin/products/ProductNotFound';
import { interpolate } from '~/lib/interpolate';
import type { Route } from './+types/admin-product';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(matches, (texts) => interpolate(texts.products.editOf, { productNo: params.productNo }));

/** Owners only (catalog.manage): the product as the editor writes it, and the subcategories to choose from. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loaderAdminApi().call('adminProduct', { productNo: params.productNo });
}

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  return (
    <ProductEditorPage
      key={loaderData.product.productNo}
      product={loaderData.product}
      categories={loaderData.categories}
    />
  );
}

/** A number that names no product is "Product not found", with the way back to the list. */
export function ErrorBoundary() {
  return <ProductNotFound back={useAdminTexts().productEditor.back} />;
}
