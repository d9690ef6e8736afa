import { CustomersPage } from '~/features/admin/customers/CustomersPage';
import { customersQueryOf } from '~/features/admin/customers/customer-query';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-customers';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.customers.title);

/** Owners and support (customers.manage). The view the address describes; a search or a page changes the address, which loads it again. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = customersQueryOf(new URL(request.url).searchParams);
  return { query, result: await loaderAdminApi().call('adminCustomerList', query) };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
