import { CustomerPage } from '~/features/admin/customers/CustomerPage';
import { CUSTOMERS_PATH } from '~/features/admin/customers/customer-query';
import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-customer';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, (texts) => loaderData?.name || texts.customers.title);

/** Loaded again after every note and every change of the account (useOrderAction revalidates). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loaderAdminApi().call('adminCustomerDetail', { id: Number(params.id) });
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  return <CustomerPage customer={loaderData} />;
}

/** An id that names no customer, or is not one, is "Customer not found", with the way back to the list. */
export function ErrorBoundary() {
  const texts = useAdminTexts();
  const { customerNotFound, customerNotFoundHint } = texts.screenError;
  return (
    <ScreenError
      missing={{
        title: customerNotFound,
        hint: customerNotFoundHint,
        back: { to: CUSTOMERS_PATH, label: texts.customer.back },
      }}
    />
  );
}
