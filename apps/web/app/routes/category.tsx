import { api, PAGE_SIZE } from '@printshop/contract';
import { CategoryPage, categoryPageHref } from '~/features/catalog/CategoryPage';
import { loadFromApi } from '~/lib/api.server';
import { interpolate } from '~/lib/interpolate';
import { notFound, orNotFound, positiveInt, requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/category';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = positiveInt(params.get('no')) ?? notFound();
  const level = params.get('level') === '2' ? 2 : 1;
  const page = positiveInt(params.get('page')) ?? 1;
  const data = await orNotFound(
    loadFromApi(context, requestLang(request), api.categoryIntoData, {
      pid: id,
      level,
      pagesize: page,
      pagenum: PAGE_SIZE.category,
    }),
  );
  return { data, level, page } as const;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { data, level, page } = loaderData;
  const title =
    page > 1
      ? `${data.type.typeName} · ${interpolate(root.messages.storefront.pagination.page, { page })}`
      : data.type.typeName;
  return pageMeta(root, {
    title,
    description: data.type.remark,
    path: categoryPageHref(data.type.id, level, page),
  });
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { data, level, page } = loaderData;
  return <CategoryPage data={data} level={level} page={page} />;
}
