import { MyDesigns } from '~/features/account/MyDesigns';
import { ProfilePage } from '~/features/account/ProfilePage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/user';

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { accountPages } = root.messages;
  return pageMeta(root, {
    title: accountPages.nav.user,
    description: accountPages.seo.userDescription,
    path: null,
  });
};

export default function User() {
  return (
    <>
      <ProfilePage />
      <MyDesigns />
    </>
  );
}
