import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { RecordScreen } from '../ui/RecordScreen';
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
  const labels = texts.customer;
  return (
    <RecordScreen
      listPath={CUSTOMERS_PATH}
      back={labels.back}
      title={customer.name}
      actions={<AccountSwitch customer={customer} />}
      facts={
        <>
          {interpolate(labels.since, { time: clock.day(customer.createTime) })}
          <AccountChip disabled={customer.disabledTime !== null} />
        </>
      }
      notice={
        customer.disabledTime ? (
          <p role="note" className="rounded-xl bg-coral-100 p-4 text-sm font-semibold text-coral-800">
            {interpolate(labels.account.disabledSince, { time: clock.time(customer.disabledTime) })}
          </p>
        ) : null
      }
      side={
        <>
          <CustomerContact customer={customer} />
          <CustomerAddresses addresses={customer.addresses} />
          <CustomerNotes customer={customer} />
        </>
      }
    >
      <CustomerOrders customer={customer} />
      <CustomerQuotes customer={customer} />
    </RecordScreen>
  );
}
