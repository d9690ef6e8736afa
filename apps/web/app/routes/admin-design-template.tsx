import { pick } from '@printshop/contract';
import { TemplateDesignPage } from '~/features/admin/design-templates/TemplateDesignPage';
import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import { designLinks } from '~/features/design/design-links';
import { interpolate } from '~/lib/interpolate';
import { rootDataOf } from '~/lib/seo';
import type { Route } from './+types/admin-design-template';

export const links = designLinks;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, (texts) => {
    const lang = rootDataOf(matches)?.lang;
    return loaderData && lang
      ? interpolate(texts.designTemplates.editor.title, { name: pick(loaderData.template.name, lang) })
      : texts.designTemplates.title;
  });

/**
 * Owners only (catalog.manage), as the templates' list. The template with its layout, and its
 * product's print size from the products templates can be made for (none when it no longer can).
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const client = loaderAdminApi();
  const [template, products] = await Promise.all([
    client.call('adminDesignTemplateDetail', { id: Number(params.id) }),
    client.call('adminDesignProductList', {}),
  ]);
  const product = products.list.find((each) => each.productNo === template.productNo) ?? null;
  return { template, product };
}

export default function AdminDesignTemplate({ loaderData }: Route.ComponentProps) {
  return <TemplateDesignPage {...loaderData} />;
}

/** An id that names no template, or is not one, is "Template not found", with the way back to the list. */
export function ErrorBoundary() {
  const texts = useAdminTexts();
  const { templateNotFound, templateNotFoundHint } = texts.screenError;
  return (
    <ScreenError
      missing={{
        title: templateNotFound,
        hint: templateNotFoundHint,
        back: { to: '/admin/design-templates', label: texts.designTemplates.editor.back },
      }}
    />
  );
}
