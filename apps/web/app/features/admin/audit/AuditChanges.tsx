import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { changesOf } from './audit-changes';

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** What an entry's write changed, field by field, and the values before and after in full on demand. */
export function AuditChanges({ entry }: { entry: admin.AuditEntry }) {
  const texts = useAdminTexts();
  const labels = texts.audit.changes;
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0 && entry.before == null && entry.after == null)
    return <span className="text-navy/50">—</span>;
  return (
    <div className="grid gap-1">
      <ul className="grid gap-0.5">
        {changes.map((change) => (
          <li key={change.field} className="wrap-anywhere">
            {change.field ? <span className="font-mono text-xs text-navy/70">{change.field}: </span> : null}
            <span className="line-through decoration-navy/40">{change.before ?? labels.none}</span>
            {' → '}
            <span className="font-semibold">{change.after ?? labels.none}</span>
          </li>
        ))}
      </ul>
      <details>
        <summary className="cursor-pointer text-xs font-semibold text-teal-800">{labels.full}</summary>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {(
            [
              [labels.before, entry.before],
              [labels.after, entry.after],
            ] as const
          ).map(([title, value]) => (
            <div key={title} className="grid min-w-0 gap-1">
              <p className="text-xs font-semibold">{title}</p>
              <pre className="max-h-60 overflow-auto rounded bg-sand/60 p-2 text-xs">
                {json(value) || labels.none}
              </pre>
            </div>
          ))}
        </div>
      </details>
    </div>
  );
}
