import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '~/features/account/ResetPasswordPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/reset-password';

/** The URL carries a secret key: never indexed, never sent on as a referrer. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { accountPages } = root.messages;
  return [
    ...pageMeta(root, {
      title: accountPages.reset.title,
      description: accountPages.seo.resetDescription,
      path: null,
    }),
    { name: 'referrer', content: 'no-referrer' },
  ];
};

export default function ResetPassword() {
  const [params] = useSearchParams();
  return <ResetPasswordPage ckey={params.get('ckey') ?? ''} />;
}
