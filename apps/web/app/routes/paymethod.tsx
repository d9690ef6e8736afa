import { PayMethodPage } from '~/features/account/PayMethodPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/paymethod';

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { accountPages } = root.messages;
  return pageMeta(root, {
    title: accountPages.nav.paymethod,
    description: accountPages.seo.paymethodDescription,
    path: null,
  });
};

export default function PayMethod() {
  return <PayMethodPage />;
}
