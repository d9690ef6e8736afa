import { api, PAGE_SIZE } from '@printshop/contract';
import { BlogPage, blogHref } from '~/features/content/BlogPage';
import { loadFromApi } from '~/lib/api.server';
import { orNotFound, positiveInt, requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/blog';

export async function loader({ request, context }: Route.LoaderArgs) {
  const type = positiveInt(new URL(request.url).searchParams.get('type'));
  const lang = requestLang(request);
  const paging = { pagesize: 1, pagenum: PAGE_SIZE.blog };
  const first =
    type === null
      ? await loadFromApi(context, lang, api.blogList, paging)
      : await orNotFound(loadFromApi(context, lang, api.blogListByType, { type, ...paging }));
  return { first, type };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { storefront } = root.messages;
  const category = loaderData.first.typeVoList.find((item) => item.id === loaderData.type);
  return pageMeta(root, {
    title: category ? `${category.title} · ${storefront.blog.title}` : storefront.blog.title,
    description: storefront.seo.blogDescription,
    path: blogHref(loaderData.type),
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  // A new filter is a new list: its Load more counter starts again at 1.
  return <BlogPage key={loaderData.type ?? 'all'} first={loaderData.first} type={loaderData.type} />;
}
