import { api } from '@printshop/contract';
import { DesignServicePage } from '~/features/content/DesignServicePage';
import { loadFromApi } from '~/lib/api.server';
import { requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/design-service';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { articles: await loadFromApi(context, requestLang(request), api.designServiceContent, {}) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { storefront } = root.messages;
  return pageMeta(root, {
    title: storefront.designService.title,
    description: storefront.seo.designServiceDescription,
    path: '/designService',
  });
};

export default function DesignService({ loaderData }: Route.ComponentProps) {
  return <DesignServicePage articles={loaderData.articles} />;
}
