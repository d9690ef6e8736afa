import { PaymentSuccessPage } from '~/features/checkout/PaymentSuccessPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/payment-success';

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { success } = root.messages.checkoutPage;
  return pageMeta(root, { title: success.title, description: success.seoDescription, path: null });
};

export default function PaymentSuccess() {
  return <PaymentSuccessPage />;
}
