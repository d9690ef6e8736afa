import { CategoriesPage } from '~/features/admin/categories/CategoriesPage';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-categories';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, (texts) => texts.categories.title);

/** Owners only (catalog.manage): for anyone else the server refuses, and the screen says so. Loaded again after each save. */
export async function clientLoader() {
  return loaderAdminApi().call('adminCategoryList');
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData.list} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
