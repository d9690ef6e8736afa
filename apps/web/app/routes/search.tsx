import { api, MAX_LENGTH, PAGE_SIZE } from '@printshop/contract';
import { SearchPage, searchHref } from '~/features/catalog/SearchPage';
import { loadFromApi } from '~/lib/api.server';
import { interpolate } from '~/lib/interpolate';
import { orNotFound, positiveInt, requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/search';

/** The search runs only when the address carries a search text (docs/product.md#screens). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const term = (params.get('search') ?? '').trim().slice(0, MAX_LENGTH.headerSearch);
  const page = positiveInt(params.get('page')) ?? 1;
  if (!term) return { term: null, result: null, page };
  const result = await orNotFound(
    loadFromApi(context, requestLang(request), api.productSearch, {
      productName: term,
      pagesize: page,
      pagenum: PAGE_SIZE.search,
    }),
  );
  return { term, result, page };
}

/** The search page and its result pages are indexed in both languages (docs/decisions/093). */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { search } = root.messages.storefront;
  const { term, page } = loaderData;
  return pageMeta(root, {
    title: term ? interpolate(search.heading, { term }) : search.title,
    description: root.messages.storefront.seo.searchDescription,
    path: term ? searchHref(term, page) : '/search',
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage term={loaderData.term} result={loaderData.result} page={loaderData.page} />;
}
