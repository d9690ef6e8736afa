import { DashboardPage } from '~/features/admin/dashboard/DashboardPage';
import { DashboardSummary } from '~/features/admin/dashboard/DashboardSummary';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.dashboard.title);

export async function clientLoader() {
  return loaderAdminApi().call('adminDashboard');
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage summary={<DashboardSummary dashboard={loaderData} />} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
