import { api } from '@printshop/contract';
import { BlogPostView } from '~/features/content/BlogPostView';
import { loadFromApi } from '~/lib/api.server';
import { blogPostHref } from '~/lib/links';
import { notFound, orNotFound, positiveInt, requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/blog-detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = positiveInt(new URL(request.url).searchParams.get('no')) ?? notFound();
  return orNotFound(loadFromApi(context, requestLang(request), api.blogPostDetail, { id }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  return pageMeta(root, {
    title: loaderData.title,
    description: loaderData.subheading,
    path: blogPostHref(loaderData.id),
  });
};

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  return <BlogPostView post={loaderData} />;
}
