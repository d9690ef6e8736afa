import { BlogPostEditor } from '~/features/admin/content/BlogPostEditor';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-blog-new';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, (texts) => texts.blog.editor.newTitle);

/** Owners only (catalog.manage): the blog's categories, to choose the new post's. */
export async function clientLoader() {
  return (await loaderAdminApi().call('adminBlogCategoryList')).list;
}

export default function AdminBlogNew({ loaderData }: Route.ComponentProps) {
  return <BlogPostEditor categories={loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
