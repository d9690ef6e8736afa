import { useSearchParams } from 'react-router';
import { LoginPage } from '~/features/account/LoginPage';
import { EXPIRED, safeRedirect } from '~/lib/login-redirect';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { accountPages } = root.messages;
  return pageMeta(root, {
    title: accountPages.login.title,
    description: accountPages.seo.loginDescription,
    path: '/login',
  });
};

export default function Login() {
  const [params] = useSearchParams();
  return <LoginPage next={safeRedirect(params.get('redirect'))} expired={params.get('reason') === EXPIRED} />;
}
