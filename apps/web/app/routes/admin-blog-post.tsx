import { BlogPostEditor } from '~/features/admin/content/BlogPostEditor';
import { blogPath } from '~/features/admin/content/content-paths';
import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-blog-post';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.blog.title);

/** Owners only (catalog.manage): one post and the blog's categories; the screen edits and saves the post itself. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const client = loaderAdminApi();
  const [post, categories] = await Promise.all([
    client.call('adminBlogPostDetail', { id: Number(params.id) }),
    client.call('adminBlogCategoryList'),
  ]);
  return { post, categories: categories.list };
}

export default function AdminBlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostEditor key={loaderData.post.id} {...loaderData} />;
}

/** A number that names no post (or a removed one) is "Post not found", with the way back. */
export function ErrorBoundary() {
  const texts = useAdminTexts();
  const { blogPostNotFound, blogPostNotFoundHint } = texts.screenError;
  return (
    <ScreenError
      missing={{
        title: blogPostNotFound,
        hint: blogPostNotFoundHint,
        back: { to: blogPath({ status: undefined, page: 1 }), label: texts.blog.editor.back },
      }}
    />
  );
}
