import { admin } from '@printshop/contract';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { adminTime } from '../lib/admin-time';
import { AuditChanges } from './AuditChanges';
import { AuditRecord } from './AuditRecord';

/** One page of the audit log, newest first. */
export function AuditTable({ entries }: { entries: admin.AuditEntry[] }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const columns = texts.audit.columns;
  // Entries written by an older version may name what this one no longer does: shown as stored.
  const actionName = (action: string) => (admin.isAuditAction(action) ? texts.audit.actions[action] : action);
  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-sm">
        <thead className="border-b border-navy/10 bg-sand/50 text-left text-navy/80">
          <tr>
            {[columns.time, columns.staff, columns.action, columns.record, columns.changes, columns.ip].map(
              (title) => (
                <th key={title} scope="col" className="px-3 py-2.5 font-semibold">
                  {title}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-navy/5 align-top last:border-0">
              <td className="px-3 py-2.5 whitespace-nowrap">{adminTime(entry.createTime, lang)}</td>
              <td className="px-3 py-2.5">{entry.staff ? entry.staff.name : texts.audit.nobody}</td>
              <td className="px-3 py-2.5">{actionName(entry.action)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <AuditRecord entry={entry} />
              </td>
              <td className="max-w-md px-3 py-2.5">
                <AuditChanges entry={entry} />
              </td>
              <td className="px-3 py-2.5 font-mono text-xs">{entry.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
