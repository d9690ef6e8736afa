import { CouponsPage } from '~/features/admin/coupons/CouponsPage';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-coupons';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.coupons.title);

/** Owners only (catalog.manage): for anyone else the server refuses, and the screen says so. Loaded again after each save. */
export async function clientLoader() {
  return loaderAdminApi().call('adminCouponList');
}

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  return <CouponsPage coupons={loaderData.list} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
