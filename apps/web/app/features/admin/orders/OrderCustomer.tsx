import type { admin } from '@printshop/contract';
import { AddressText } from '~/ui/AddressText';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminSection } from '../ui/AdminSection';
import { LinkedText } from '../ui/LinkedText';

/** Who ordered, where it goes and where it is billed, and what they wrote at checkout. */
export function OrderCustomer({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const labels = texts.order.customer;
  const { customer } = order;
  return (
    <AdminSection id="order-customer" title={labels.title}>
      <p className="grid text-sm">
        <span className="font-semibold">{customer.name}</span>
        <a href={`mailto:${customer.email}`} className="break-all text-teal-800 underline">
          {customer.email}
        </a>
        {customer.phone ? <span>{customer.phone}</span> : null}
      </p>
      <div className="grid gap-4 text-sm sm:grid-cols-2 md:grid-cols-1 xl:grid-cols-2">
        <div className="grid content-start gap-1">
          <h3 className="font-semibold">{labels.shipping}</h3>
          <AddressText address={order.shippingAddress} />
        </div>
        <div className="grid content-start gap-1">
          <h3 className="font-semibold">{labels.billing}</h3>
          {order.billingAddress ? (
            <AddressText address={order.billingAddress} />
          ) : (
            <p>{labels.sameAsShipping}</p>
          )}
        </div>
      </div>
      {order.remark ? (
        <div className="grid gap-1 text-sm">
          <h3 className="font-semibold">{labels.remark}</h3>
          <p className="whitespace-pre-line">
            <LinkedText text={order.remark} />
          </p>
        </div>
      ) : null}
    </AdminSection>
  );
}
