import type { admin } from '@printshop/contract';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { Sentence } from '../ui/Sentence';
import { auditSentence } from './audit-sentence';

/** One page of the audit log, newest first, each entry told as a sentence; on a phone, a card an entry (admin.css). */
export function AuditTable({ entries }: { entries: admin.AuditEntry[] }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const clock = useAdminTime();
  const columns = texts.audit.columns;
  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="card-table w-full text-sm md:min-w-[40rem]">
        <thead className="border-b border-navy/10 bg-sand/50 text-left text-navy/80">
          <tr>
            {[columns.time, columns.what, columns.ip].map((title) => (
              <th key={title} scope="col" className="px-3 py-2.5 font-semibold">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const { parts, quote } = auditSentence(entry, texts, lang);
            return (
              <tr key={entry.id} className="border-b border-navy/5 align-top last:border-0">
                <td data-label={columns.time} className="px-3 py-2.5 md:whitespace-nowrap">
                  <time dateTime={entry.createTime}>{clock.time(entry.createTime)}</time>
                </td>
                <td data-label={columns.what} className="px-3 py-2.5 max-md:col-span-2">
                  <p className="wrap-anywhere">
                    <Sentence parts={parts} />
                  </p>
                  {quote ? (
                    <blockquote className="mt-1 border-l-2 border-navy/15 pl-2 whitespace-pre-line wrap-anywhere text-navy/80">
                      {quote}
                    </blockquote>
                  ) : null}
                </td>
                <td data-label={columns.ip} className="px-3 py-2.5 font-mono text-xs max-md:col-span-2">
                  {entry.ip}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
