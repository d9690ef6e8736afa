import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
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
  return (
    <div className="grid gap-5">
      <ListHeading
        title={texts.audit.title}
        found={interpolate(texts.audit.found, { count: result.total })}
      />
      <AuditFilters query={query} staff={result.staff} />
      <ListResults
        rows={result.list.length}
        empty={texts.audit.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => auditPath({ ...query, page })}
      >
        <AuditTable entries={result.list} />
      </ListResults>
    </div>
  );
}
