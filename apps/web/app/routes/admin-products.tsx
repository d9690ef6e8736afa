import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ProductsPage } from '~/features/admin/products/ProductsPage';
import { productsQueryOf } from '~/features/admin/products/product-query';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-products';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.products.title);

/**
 * Owners only (catalog.manage). The view the address describes; filtering and paging change the
 * address, which loads it again, and so does a change of prices.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = productsQueryOf(new URL(request.url).searchParams);
  return { query, result: await loaderAdminApi().call('adminProductList', query) };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
