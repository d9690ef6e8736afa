import { data } from 'react-router';
import { NotFoundPage } from '~/features/errors/NotFoundPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/not-found';

/** Renders inside the shop layout, answered with status 404 so crawlers drop the URL. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { seo } = root.messages;
  return pageMeta(root, { title: seo.notFoundTitle, description: seo.notFoundDescription, path: null });
};

export default function NotFound() {
  return <NotFoundPage />;
}
