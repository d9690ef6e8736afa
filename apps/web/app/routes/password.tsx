import { PasswordPage } from '~/features/account/PasswordPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/password';

/** A private page: not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { accountPages } = root.messages;
  return pageMeta(root, {
    title: accountPages.nav.password,
    description: accountPages.seo.passwordDescription,
    path: null,
  });
};

export default function Password() {
  return <PasswordPage />;
}
