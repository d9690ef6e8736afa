import { admin, formatMoney } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useStaffMember } from '../shell/staff-member';
import { LinkedText } from '../ui/LinkedText';
import { RecordScreen } from '../ui/RecordScreen';
import { CancelOrder } from './CancelOrder';
import { canCancel } from './item-actions';
import { OrderCustomer } from './OrderCustomer';
import { OrderItemCard } from './OrderItemCard';
import { OrderNotes } from './OrderNotes';
import { OrderPayments } from './OrderPayments';
import { OrderTimeline } from './OrderTimeline';
import { PrintTickets } from './PrintTickets';
import { RefundOrder, refundableCents } from './RefundOrder';
import { CancelledChip, PaymentChip } from './StatusChips';

function CancelledNotice({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const clock = useAdminTime();
  const labels = texts.order.cancelled;
  return (
    <div role="note" className="grid gap-1 rounded-xl bg-coral-100 p-4 text-sm text-coral-800">
      <p className="font-semibold">
        {interpolate(labels.when, { time: order.cancelTime ? clock.time(order.cancelTime) : '' })}
      </p>
      {order.cancelReason ? (
        <p className="whitespace-pre-line">
          <LinkedText text={order.cancelReason} template={labels.reason} />
        </p>
      ) : null}
      <p>
        {order.refunded > 0
          ? interpolate(labels.refunded, { amount: formatMoney(order.refunded, lang) })
          : labels.nothingRefunded}
      </p>
    </div>
  );
}

/** /admin/orders/:id: everything about one order, and what the staff member may do with it. */
export function OrderPage({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const { role } = useStaffMember();
  return (
    <RecordScreen
      listPath={admin.ADMIN_SCREENS.orders.path}
      back={texts.order.back}
      title={interpolate(texts.order.title, { orderNo: order.orderNo })}
      actions={
        <div className="flex flex-wrap gap-3">
          {admin.can(role, 'orders.cancel') && refundableCents(order) > 0 ? (
            <RefundOrder order={order} />
          ) : null}
          {canCancel(role, order) ? <CancelOrder order={order} /> : null}
        </div>
      }
      facts={
        <>
          {interpolate(texts.order.placed, { time: clock.time(order.createTime) })}
          <PaymentChip order={order} />
          {order.cancelled ? <CancelledChip /> : null}
        </>
      }
      notice={order.cancelled ? <CancelledNotice order={order} /> : null}
      side={
        <>
          <OrderCustomer order={order} />
          <OrderPayments order={order} />
          <OrderNotes order={order} />
        </>
      }
    >
      <section aria-labelledby="order-items" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-items" className="text-lg font-semibold tracking-tight">
            {texts.order.items}
          </h2>
          <PrintTickets order={order} />
        </div>
        {order.items.map((item) => (
          <OrderItemCard key={item.id} item={item} order={order} />
        ))}
      </section>
      <OrderTimeline order={order} />
    </RecordScreen>
  );
}
