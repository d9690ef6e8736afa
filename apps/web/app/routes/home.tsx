import { HomePage } from '~/features/home/HomePage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  return pageMeta(root, { title: null, description: root.messages.seo.homeDescription, path: '/' });
};

export default function Home() {
  return <HomePage />;
}
