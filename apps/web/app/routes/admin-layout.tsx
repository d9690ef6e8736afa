import { Outlet } from 'react-router';
import { adminLinks } from '~/features/admin/admin-links';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { AdminErrorPage } from '~/features/admin/shell/AdminErrorPage';
import { AdminLoading } from '~/features/admin/shell/AdminLoading';
import { AdminShell } from '~/features/admin/shell/AdminShell';
import type { Route } from './+types/admin-layout';

export const links = adminLinks;

/**
 * Every back-office screen is rendered in the browser only (docs/architecture.md#the-back-office):
 * the staff member is loaded here, with the session cookie, and never by the server. Without a
 * session the API client sends the person to log in.
 */
export async function clientLoader() {
  return loaderAdminApi().call('adminMe');
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell member={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
