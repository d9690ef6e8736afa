import type { admin } from '@printshop/contract';
import { Link, useLocation } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { backToList } from '../lib/opened-from';
import { AccountChip } from './AccountChip';
import { AccountSwitch } from './AccountSwitch';
import { CustomerAddresses } from './CustomerAddresses';
import { CustomerContact } from './CustomerContact';
import { CustomerNotes } from './CustomerNotes';
import { CustomerOrders } from './CustomerOrders';
import { CustomerQuotes } from './CustomerQuotes';
import { CUSTOMERS_PATH } from './customer-query';

/** /admin/customers/:id: everything the shop knows of one customer, and the switch of their account. */
export function CustomerPage({ customer }: { customer: admin.CustomerProfile }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const location = useLocation();
  const labels = texts.customer;
  return (
    <div className="grid gap-5">
      <header className="grid gap-3">
        <Link
          to={backToList(location.state, CUSTOMERS_PATH)}
          className="text-sm font-semibold text-teal-800 hover:underline"
        >
          ← {labels.back}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{customer.name}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-navy/70">
              {interpolate(labels.since, { time: clock.day(customer.createTime) })}
              <AccountChip disabled={customer.disabledTime !== null} />
            </p>
          </div>
          <AccountSwitch customer={customer} />
        </div>
        {customer.disabledTime ? (
          <p role="note" className="rounded-xl bg-coral-100 p-4 text-sm font-semibold text-coral-800">
            {interpolate(labels.account.disabledSince, { time: clock.time(customer.disabledTime) })}
          </p>
        ) : null}
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
        <div className="grid min-w-0 gap-5">
          <CustomerOrders customer={customer} />
          <CustomerQuotes customer={customer} />
        </div>
        <div className="grid min-w-0 gap-5">
          <CustomerContact customer={customer} />
          <CustomerAddresses addresses={customer.addresses} />
          <CustomerNotes customer={customer} />
        </div>
      </div>
    </div>
  );
}
