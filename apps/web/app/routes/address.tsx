import { AddressBookPage } from '~/features/account/AddressBookPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/address';

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { accountPages } = root.messages;
  return pageMeta(root, {
    title: accountPages.nav.address,
    description: accountPages.seo.addressDescription,
    path: null,
  });
};

export default function Address() {
  return <AddressBookPage />;
}
