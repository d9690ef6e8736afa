import { useAdminTexts } from '~/features/admin/i18n/admin-texts';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { OrderPage } from '~/features/admin/orders/OrderPage';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import { interpolate } from '~/lib/interpolate';
import type { Route } from './+types/admin-order';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, (texts) =>
    loaderData ? interpolate(texts.order.title, { orderNo: loaderData.orderNo }) : texts.orders.title,
  );

/** Loaded again after every action on the order (its components revalidate). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loaderAdminApi().call('adminOrderDetail', { id: Number(params.id) });
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return <OrderPage order={loaderData} />;
}

/** An id that names no order, or is not one, is "Order not found", with the way back to the list. */
export function ErrorBoundary() {
  const texts = useAdminTexts();
  const { orderNotFound, orderNotFoundHint } = texts.screenError;
  return (
    <ScreenError
      missing={{
        title: orderNotFound,
        hint: orderNotFoundHint,
        back: { to: '/admin/orders', label: texts.order.back },
      }}
    />
  );
}
