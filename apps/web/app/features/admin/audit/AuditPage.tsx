import { admin } from '@printshop/contract';
import { useNavigation } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { AdminPager } from '../ui/AdminPager';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { type AuditQuery, auditPath } from './audit-query';

interface AuditPageProps {
  query: AuditQuery;
  result: AdminCallOutput<'adminAudit'>;
}

/** /admin/audit, for owners: every admin write and log-in, who made it, from where, and what it changed. */
export function AuditPage({ query, result }: AuditPageProps) {
  const texts = useAdminTexts();
  const loading = useNavigation().state === 'loading';
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{texts.audit.title}</h1>
        <p role="status" className="text-sm text-navy/70">
          {interpolate(texts.audit.found, { count: result.total })}
        </p>
      </header>
      <AuditFilters query={query} staff={result.staff} />
      <div aria-busy={loading} className={`grid gap-4 transition-opacity ${loading ? 'opacity-60' : ''}`}>
        {result.list.length > 0 ? (
          <AuditTable entries={result.list} />
        ) : (
          <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
            {texts.audit.empty}
          </p>
        )}
        <AdminPager
          page={query.page}
          total={result.total}
          size={admin.ADMIN_PAGE_SIZE}
          hrefFor={(page) => auditPath({ ...query, page })}
        />
      </div>
    </div>
  );
}
