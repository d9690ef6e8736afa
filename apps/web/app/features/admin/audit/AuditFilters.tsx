import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SelectField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { type AuditQuery, auditPath, auditQueryOf } from './audit-query';

interface AuditFiltersProps {
  query: AuditQuery;
  staff: admin.StaffSummary[];
}

/** Who did it, on which kind of record, which action: applied through the address, from the first page. */
export function AuditFilters({ query, staff }: AuditFiltersProps) {
  const texts = useAdminTexts();
  const labels = texts.audit.filters;
  const navigate = useNavigate();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of ['staff', 'entity', 'action']) params.set(name, String(fields.get(name) ?? ''));
    navigate(auditPath(auditQueryOf(params)));
  }

  return (
    <form
      key={auditPath(query)}
      aria-label={labels.label}
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField label={labels.staff} name="staff" defaultValue={query.staff ?? ''}>
        <option value="">{labels.anyone}</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name} ({member.email})
          </option>
        ))}
      </SelectField>
      <SelectField label={labels.entity} name="entity" defaultValue={query.entity ?? ''}>
        <option value="">{labels.anything}</option>
        {admin.AUDIT_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {texts.audit.entities[entity]}
          </option>
        ))}
      </SelectField>
      <SelectField label={labels.action} name="action" defaultValue={query.action ?? ''}>
        <option value="">{labels.anything}</option>
        {admin.AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {texts.audit.actions[action]}
          </option>
        ))}
      </SelectField>
      <div className="flex items-start gap-2 lg:mt-[1.625rem]">
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
