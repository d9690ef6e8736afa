import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { StaffPage } from '~/features/admin/staff/StaffPage';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-staff';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.staff.title);

/** Owners only (staff.manage): for anyone else the server refuses, and the screen says so. Loaded again after each save. */
export async function clientLoader() {
  return loaderAdminApi().call('adminStaffList');
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  return <StaffPage accounts={loaderData.list} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
