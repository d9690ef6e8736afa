import { api } from '@printshop/contract';
import { TAB_PRODUCTS } from '~/features/home/CategoryTabs';
import { HomePage } from '~/features/home/HomePage';
import { loadFromApi } from '~/lib/api.server';
import { requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/home';

/** The four home calls, the first category tab's products as soon as the categories are known. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const home = loadFromApi(context, lang, api.homeInto, {});
  const firstTab = home.then(async ({ categorylist: [first] }) =>
    first
      ? (
          await loadFromApi(context, lang, api.categoryIntoData, {
            pid: first.pid,
            level: 1,
            pagesize: 1,
            pagenum: TAB_PRODUCTS,
          })
        ).productList
      : [],
  );
  const [homeData, products, activity, firstProducts] = await Promise.all([
    home,
    loadFromApi(context, lang, api.homeIntoProduct, {}),
    loadFromApi(context, lang, api.activityList, {}),
    firstTab,
  ]);
  return { home: homeData, products, activity, firstTab: firstProducts };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  return pageMeta(root, { title: null, description: root.messages.seo.homeDescription, path: '/' });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      home={loaderData.home}
      products={loaderData.products}
      activity={loaderData.activity}
      firstTab={loaderData.firstTab}
    />
  );
}
