import { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminPager } from '../ui/AdminPager';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { ListHeading } from '../ui/ListHeading';
import { BlogCategoriesSection } from './BlogCategoriesSection';
import { BlogPostsTable } from './BlogPostsTable';
import { BlogStatusFilter } from './BlogStatusFilter';
import { type BlogQuery, blogPath, NEW_POST_PATH } from './content-paths';

interface BlogPageProps {
  query: BlogQuery;
  posts: { list: admin.AdminBlogPostRow[]; total: number };
  categories: admin.AdminBlogCategory[];
}

/** /admin/blog, for owners: the posts, drafts included, by standing and page; and the blog's categories. */
export function BlogPage({ query, posts, categories }: BlogPageProps) {
  const labels = useAdminTexts().blog;
  return (
    <div className="grid gap-5">
      <ListHeading title={labels.title} found={interpolate(labels.found, { count: posts.total })}>
        <Link to={NEW_POST_PATH} className={PRIMARY_BUTTON}>
          {labels.add}
        </Link>
      </ListHeading>
      <BlogStatusFilter query={query} />
      {posts.list.length > 0 ? (
        <BlogPostsTable posts={posts.list} categories={categories} />
      ) : (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
          {labels.empty}
        </p>
      )}
      <AdminPager
        page={query.page}
        total={posts.total}
        size={admin.ADMIN_PAGE_SIZE}
        hrefFor={(page) => blogPath({ ...query, page })}
      />
      <BlogCategoriesSection categories={categories} />
    </div>
  );
}
