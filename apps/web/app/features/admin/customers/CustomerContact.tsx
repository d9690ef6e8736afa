import { type admin, formatMoney, parseLang } from '@printshop/contract';
import type { ReactNode } from 'react';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { AdminSection } from '../ui/AdminSection';

/** How to reach the customer, the language their mails are in, and how they have bought. */
export function CustomerContact({ customer }: { customer: admin.CustomerProfile }) {
  const texts = useAdminTexts();
  const labels = texts.customer.contact;
  const { lang } = useRootData();
  const clock = useAdminTime();
  const rows: [string, ReactNode][] = [
    [
      labels.email,
      <a key="email" href={`mailto:${customer.email}`} className="break-all text-teal-800 underline">
        {customer.email}
      </a>,
    ],
    [labels.phone, customer.phone],
    [labels.language, texts.customer.languages[parseLang(customer.lang)]],
    [labels.orders, customer.orderCount],
    [labels.spent, formatMoney(customer.totalSpent, lang)],
    [labels.lastOrder, customer.lastOrderTime ? clock.time(customer.lastOrderTime) : texts.customers.never],
  ];
  return (
    <AdminSection id="customer-contact" title={labels.title}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-navy/70">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </AdminSection>
  );
}
