import { useSearchParams } from 'react-router';
import { adminLinks } from '~/features/admin/admin-links';
import { AdminLoginPage } from '~/features/admin/auth/AdminLoginPage';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { safeAdminRedirect } from '~/features/admin/lib/admin-redirect';
import { AdminErrorPage } from '~/features/admin/shell/AdminErrorPage';
import type { Route } from './+types/admin-login';

export const links = adminLinks;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.login.title);

/** The staff log-in: a form with no data of its own, so the server renders it. */
export default function AdminLogin() {
  const [params] = useSearchParams();
  return <AdminLoginPage next={safeAdminRedirect(params.get('redirect'))} />;
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
