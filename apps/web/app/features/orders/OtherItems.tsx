import { useTranslation } from '~/i18n/use-translation';
import { useApiData } from '~/lib/use-api-data';
import { Img } from '~/ui/Img';
import { orderDetailHref } from './order-params';

interface OtherItemsProps {
  orderId: number;
  orderNo: string;
  itemId: number;
}

/**
 * Links to the order's other items. The detail call answers one item, so the order is found
 * again in the list by its number; while that loads, or if it fails, the page simply goes without.
 */
export function OtherItems({ orderId, orderNo, itemId }: OtherItemsProps) {
  const { t } = useTranslation();
  const { state } = useApiData('queryOrderList', { queryparam: orderNo });
  if (state.status !== 'ready') return null;
  const others =
    state.data.list
      .find((order) => order.id === orderId)
      ?.busOrderItemList.filter((item) => item.id !== itemId) ?? [];
  if (others.length === 0) return null;
  return (
    <section
      aria-labelledby="other-items-title"
      className="rounded-2xl border border-navy/10 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="other-items-title" className="text-lg font-bold tracking-tight">
        {t('ordersPage.detail.otherItems')}
      </h2>
      <ul className="mt-3 grid gap-3">
        {others.map((item) => (
          <li key={item.id}>
            <a
              href={orderDetailHref(orderId, item.id)}
              className="flex items-center gap-3 rounded-xl p-2 hover:bg-sand"
            >
              <Img
                src={item.productImg}
                alt=""
                width={160}
                height={160}
                sizes="56px"
                className="size-14 shrink-0 rounded-lg border border-navy/10 bg-sand object-cover"
              />
              <span className="grid min-w-0">
                <span className="font-semibold break-words">{item.productName}</span>
                <span className="text-sm text-navy/70">{item.makelStaName}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
