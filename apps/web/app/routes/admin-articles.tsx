import { ArticlesPage } from '~/features/admin/content/ArticlesPage';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-articles';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.articles.title);

/** Owners only (catalog.manage): for anyone else the server refuses, and the screen says so. Loaded again after each change. */
export async function clientLoader() {
  return loaderAdminApi().call('adminArticleList');
}

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  return <ArticlesPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
