import { admin } from '@printshop/contract';
import { BlogPage } from '~/features/admin/content/BlogPage';
import { blogQueryOf } from '~/features/admin/content/content-paths';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-blog';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.blog.title);

/**
 * Owners only (catalog.manage). The posts of the view the address describes, and the categories;
 * a new filter or page changes the address, which loads it again, and so does each change.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = blogQueryOf(new URL(request.url).searchParams);
  const client = loaderAdminApi();
  const [posts, categories] = await Promise.all([
    client.call('adminBlogPostList', { ...query, size: admin.ADMIN_PAGE_SIZE }),
    client.call('adminBlogCategoryList'),
  ]);
  return { query, posts, categories: categories.list };
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return <BlogPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
