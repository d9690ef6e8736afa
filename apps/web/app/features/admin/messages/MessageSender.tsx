import type { admin } from '@printshop/contract';
import type { ReactNode } from 'react';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminSection } from '../ui/AdminSection';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-navy/70">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** Who wrote the message and how to reach them; replies go in the language they wrote from. */
export function MessageSender({ message }: { message: admin.AdminMessage }) {
  const texts = useAdminTexts();
  const labels = texts.message.sender;
  return (
    <AdminSection id="message-sender" title={labels.title}>
      <p className="font-semibold break-words">{message.name}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <Detail label={labels.email}>
          <a href={`mailto:${message.email}`} className="break-all text-teal-800 underline">
            {message.email}
          </a>
        </Detail>
        <Detail label={labels.phone}>{message.mobile}</Detail>
        {message.companyName ? <Detail label={labels.company}>{message.companyName}</Detail> : null}
        <Detail label={labels.language}>{texts.message.languages[message.lang]}</Detail>
      </dl>
    </AdminSection>
  );
}
