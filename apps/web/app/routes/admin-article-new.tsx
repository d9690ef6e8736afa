import { ArticleEditor } from '~/features/admin/content/ArticleEditor';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-article-new';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, (texts) => texts.articles.editor.newTitle);

/** Owners only (catalog.manage): a new design-service entry; the server refuses anyone else's save. */
export default function AdminArticleNew() {
  return <ArticleEditor />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
