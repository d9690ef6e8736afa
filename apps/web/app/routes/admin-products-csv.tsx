import { adminMeta } from '~/features/admin/lib/admin-meta';
import { CatalogueCsvPage } from '~/features/admin/products/CatalogueCsvPage';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-products-csv';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, (texts) => texts.productsCsv.title);

/** Owners only (catalog.manage): the server refuses the export and the import to anyone else. */
export default function AdminProductsCsv() {
  return <CatalogueCsvPage />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
