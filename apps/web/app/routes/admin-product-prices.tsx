import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { PricesPage } from '~/features/admin/products/PricesPage';
import { ProductNotFound } from '~/features/admin/products/ProductNotFound';
import { interpolate } from '~/lib/interpolate';
import type { Route } from './+types/admin-product-prices';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, (texts) =>
    loaderData ? interpolate(texts.productPrices.title, { name: loaderData.name }) : texts.products.title,
  );

/** Owners only (catalog.manage): the product's whole matrix, which the screen edits and saves itself. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loaderAdminApi().call('adminProductPrices', { productNo: params.productNo });
}

export default function AdminProductPrices({ loaderData }: Route.ComponentProps) {
  return <PricesPage key={loaderData.productNo} matrix={loaderData} />;
}

/** A number that names no product is "Product not found", with the way back to the list. */
export function ErrorBoundary() {
  return <ProductNotFound back={useAdminTexts().productPrices.back} />;
}
