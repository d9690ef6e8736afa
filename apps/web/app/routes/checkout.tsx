import { api } from '@printshop/contract';
import { CheckoutPage } from '~/features/checkout/CheckoutPage';
import { loadFromApi } from '~/lib/api.server';
import { requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/checkout';

/** Which card form to show is the same for every shopper, so the server decides it up front. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { payment: await loadFromApi(context, requestLang(request), api.paymentConfig, {}) };
}

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { checkoutPage } = root.messages;
  return pageMeta(root, { title: checkoutPage.title, description: checkoutPage.description, path: null });
};

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage payment={loaderData.payment} />;
}
