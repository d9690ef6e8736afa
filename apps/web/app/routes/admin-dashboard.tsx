import { DashboardPage } from '~/features/admin/dashboard/DashboardPage';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.dashboard.title);

export default function AdminDashboard() {
  return <DashboardPage />;
}
