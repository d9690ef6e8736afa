import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ProductEditorPage } from '~/features/admin/products/ProductEditorPage';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-product-new';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, (texts) => texts.productEditor.newTitle);

/**
 * Owners only (catalog.manage): an empty editor. The subcategories to choose from come with the
 * product list's answer, which names every category; one row of it is the least it sends.
 */
export async function clientLoader() {
  const { categories } = await loaderAdminApi().call('adminProductList', { size: 1 });
  return { categories: categories.filter((category) => category.level === 2) };
}

export default function AdminProductNew({ loaderData }: Route.ComponentProps) {
  return <ProductEditorPage categories={loaderData.categories} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
