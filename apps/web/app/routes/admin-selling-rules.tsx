import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { SellingRulesPage } from '~/features/admin/selling-rules/SellingRulesPage';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-selling-rules';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, (texts) => texts.sellingRules.title);

/** Owners only (catalog.manage): for anyone else the server refuses, and the screen says so. */
export async function clientLoader() {
  const client = loaderAdminApi();
  const [tax, shipping] = await Promise.all([
    client.call('adminTaxRates'),
    client.call('adminShippingRates'),
  ]);
  return { tax: tax.list, shipping: shipping.list };
}

export default function AdminSellingRules({ loaderData }: Route.ComponentProps) {
  return <SellingRulesPage tax={loaderData.tax} shipping={loaderData.shipping} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
