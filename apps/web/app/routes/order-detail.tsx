import { OrderDetailPage } from '~/features/orders/OrderDetailPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/order-detail';

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { ordersPage } = root.messages;
  return pageMeta(root, {
    title: ordersPage.detail.title,
    description: ordersPage.seo.detailDescription,
    path: null,
  });
};

export default function OrderDetail() {
  return <OrderDetailPage />;
}
