import type { api } from '@printshop/contract';

const TONE: Record<api.PaymentStatus, string> = {
  paid: 'bg-teal-100 text-teal-800',
  pending: 'bg-sand-200 text-navy',
  failed: 'bg-coral-100 text-coral-800',
};

/** An order's status name from the API, coloured by whether it is paid. */
export function StatusBadge({
  order,
}: {
  order: Pick<api.OrderSummary, 'paymentStatus' | 'orderStatusName'>;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold ${TONE[order.paymentStatus]}`}
    >
      {order.orderStatusName}
    </span>
  );
}
