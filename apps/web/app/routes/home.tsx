import { api } from '@printshop/contract';
import { HomePage } from '~/features/home/HomePage';
import { loadFromApi } from '~/lib/api.server';
import { requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/home';

/**
 * What the server renders of the home page: the first screen, the top sellers, the quality story
 * and the names of the category tabs. The blocks between and below them load in the browser
 * (features/home/HomePage.tsx), so the page's HTML carries none of their markup or data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const [home, products, activity] = await Promise.all([
    loadFromApi(context, lang, api.homeInto, {}),
    loadFromApi(context, lang, api.homeIntoProduct, {}),
    loadFromApi(context, lang, api.activityList, {}),
  ]);
  return {
    banner: { img: home.img, mimg: home.mimg },
    // A popular category shows its first type's picture only.
    popular: home.categorysecond.map((category) => ({
      ...category,
      subclassVOList: category.subclassVOList.slice(0, 1),
    })),
    topSellers: products.hotlist,
    videoUrl: activity.videourl,
    tabs: home.categorylist.map(({ pid, typeName }) => ({ pid, typeName })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  return pageMeta(root, { title: null, description: root.messages.seo.homeDescription, path: '/' });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
