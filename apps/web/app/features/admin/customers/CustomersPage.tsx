import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
import { CustomerSearch } from './CustomerSearch';
import { CustomersTable } from './CustomersTable';
import { type CustomersQuery, customersPath } from './customer-query';

interface CustomersPageProps {
  query: CustomersQuery;
  result: AdminCallOutput<'adminCustomerList'>;
}

/** /admin/customers: the shop's customers found by email or name, a page at a time, each leading to their screen. */
export function CustomersPage({ query, result }: CustomersPageProps) {
  const texts = useAdminTexts();
  const labels = texts.customers;
  return (
    <div className="grid gap-5">
      <ListHeading title={labels.title} found={interpolate(labels.found, { count: result.total })} />
      <CustomerSearch query={query} />
      <ListResults
        rows={result.list.length}
        empty={labels.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => customersPath({ ...query, page })}
      >
        <CustomersTable rows={result.list} />
      </ListResults>
    </div>
  );
}
