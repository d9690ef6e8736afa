import { api } from '@printshop/contract';
import { ArticleView } from '~/features/content/ArticleView';
import { loadFromApi } from '~/lib/api.server';
import { articleHref } from '~/lib/links';
import { notFound, orNotFound, positiveInt, requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/article';

export async function loader({ request, context }: Route.LoaderArgs) {
  const no = positiveInt(new URL(request.url).searchParams.get('no')) ?? notFound();
  const article = await orNotFound(
    loadFromApi(context, requestLang(request), api.queryArticle, { type: no }),
  );
  return { no, article };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { no, article } = loaderData;
  return pageMeta(root, { title: article.title, description: article.subheading, path: articleHref(no) });
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <ArticleView
      title={article.title}
      subheading={article.subheading}
      img={article.img}
      content={article.content}
    />
  );
}
