import { DesignTemplatesPage } from '~/features/admin/design-templates/DesignTemplatesPage';
import { templatesQueryOf } from '~/features/admin/design-templates/template-query';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-design-templates';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, (texts) => texts.designTemplates.title);

/**
 * Owners only (catalog.manage): for anyone else the server refuses, and the screen says so. The
 * view the address describes, with the products templates can be made for (the filter and a new
 * template's product); loaded again after each write.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = templatesQueryOf(new URL(request.url).searchParams);
  const client = loaderAdminApi();
  const [result, products] = await Promise.all([
    client.call('adminDesignTemplateList', query),
    client.call('adminDesignProductList', {}),
  ]);
  return { query, result, products: products.list };
}

export default function AdminDesignTemplates({ loaderData }: Route.ComponentProps) {
  return <DesignTemplatesPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
