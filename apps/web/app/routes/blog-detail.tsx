import { api } from '@printshop/contract';
import { ArticleView } from '~/features/content/ArticleView';
import { useTranslation } from '~/i18n/use-translation';
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

export default function BlogDetail({ loaderData: post }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ArticleView
      trail={[{ label: t('storefront.blog.title'), href: '/blog' }]}
      title={post.title}
      subheading={post.subheading}
      img={post.img || null}
      content={post.content}
      publishedAt={post.publishedAt}
    />
  );
}
