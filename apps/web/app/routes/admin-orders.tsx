import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { OrdersPage } from '~/features/admin/orders/OrdersPage';
import { ordersQueryOf } from '~/features/admin/orders/order-query';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-orders';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.orders.title);

/** The view the address describes; filtering, sorting and paging change the address, which loads it again. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = ordersQueryOf(new URL(request.url).searchParams);
  return { query, result: await loaderAdminApi().call('adminOrderList', query) };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
