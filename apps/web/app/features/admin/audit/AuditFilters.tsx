import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { FilterSelect } from '../ui/FilterSelect';
import { type AuditQuery, auditPath, auditQueryOf } from './audit-query';

interface AuditFiltersProps {
  query: AuditQuery;
  staff: admin.StaffSummary[];
}

const FIELDS = ['orderNo', 'staff', 'action', 'from', 'to'] as const;

/** Which order, who, which action, which days: applied through the address, from the first page. */
export function AuditFilters({ query, staff }: AuditFiltersProps) {
  const texts = useAdminTexts();
  const labels = texts.audit.filters;
  const navigate = useNavigate();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of FIELDS) params.set(name, String(fields.get(name) ?? ''));
    navigate(auditPath(auditQueryOf(params)));
  }

  return (
    <form
      key={auditPath(query)}
      aria-label={labels.label}
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField label={labels.orderNo} name="orderNo" defaultValue={query.orderNo ?? ''} />
      <FilterSelect
        label={labels.staff}
        name="staff"
        value={query.staff}
        anyLabel={labels.anyone}
        choices={staff.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
      />
      <FilterSelect
        label={labels.action}
        name="action"
        value={query.action}
        anyLabel={labels.anything}
        choices={admin.AUDIT_ACTIONS.map((action) => ({ value: action, label: texts.audit.actions[action] }))}
      />
      <TextField label={labels.from} name="from" type="date" defaultValue={query.from ?? ''} />
      <TextField label={labels.to} name="to" type="date" defaultValue={query.to ?? ''} />
      <div className="flex items-start gap-2 sm:mt-[1.625rem]">
        <button type="submit" className={`${PRIMARY_BUTTON} h-11 flex-1`}>
          {labels.apply}
        </button>
        <Link to="/admin/audit" className={`${SECONDARY_BUTTON} h-11`}>
          {labels.clear}
        </Link>
      </div>
    </form>
  );
}
