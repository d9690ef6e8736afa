import { AuditPage } from '~/features/admin/audit/AuditPage';
import { auditQueryOf } from '~/features/admin/audit/audit-query';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.audit.title);

/** Owners only (staff.manage): for anyone else the server refuses, and the screen says so. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = auditQueryOf(new URL(request.url).searchParams);
  return { query, result: await loaderAdminApi().call('adminAudit', query) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
