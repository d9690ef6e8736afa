import type { api } from '@printshop/contract';
import { isCancelled } from './order-standing';

const TONE: Record<api.PaymentStatus | 'cancelled', string> = {
  paid: 'bg-teal-100 text-teal-800',
  pending: 'bg-sand-200 text-navy',
  failed: 'bg-coral-100 text-coral-800',
  cancelled: 'bg-navy/10 text-navy',
};

/** An order's status name from the API, coloured by whether it is paid, or cancelled. */
export function StatusBadge({
  order,
}: {
  order: Pick<api.OrderSummary, 'paymentStatus' | 'cancelTime' | 'orderStatusName'>;
}) {
  const tone = TONE[isCancelled(order) ? 'cancelled' : order.paymentStatus];
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold ${tone}`}>
      {order.orderStatusName}
    </span>
  );
}
