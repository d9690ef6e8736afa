import { ArticleEditor } from '~/features/admin/content/ArticleEditor';
import { ARTICLES_PATH } from '~/features/admin/content/content-paths';
import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-article';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.articles.title);

/** Owners only (catalog.manage): one article of either kind, which the screen edits and saves itself. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loaderAdminApi().call('adminArticleDetail', { id: Number(params.id) });
}

export default function AdminArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleEditor key={loaderData.id} article={loaderData} />;
}

/** A number that names no article (or a removed entry) is "Article not found", with the way back. */
export function ErrorBoundary() {
  const texts = useAdminTexts();
  const { articleNotFound, articleNotFoundHint } = texts.screenError;
  return (
    <ScreenError
      missing={{
        title: articleNotFound,
        hint: articleNotFoundHint,
        back: { to: ARTICLES_PATH, label: texts.articles.editor.back },
      }}
    />
  );
}
