import { CartPage } from '~/features/cart/CartPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/cart';

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { cartPage } = root.messages;
  return pageMeta(root, { title: cartPage.title, description: cartPage.seo.description, path: null });
};

export default function Cart() {
  return <CartPage />;
}
