import { OrdersPage } from '~/features/orders/OrdersPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/order';

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { ordersPage } = root.messages;
  return pageMeta(root, { title: ordersPage.title, description: ordersPage.seo.listDescription, path: null });
};

export default function Order() {
  return <OrdersPage />;
}
