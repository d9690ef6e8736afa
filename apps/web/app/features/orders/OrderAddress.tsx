import type { api } from '@printshop/contract';
import { useTranslation } from 'react-i18next';

/** An address as the order recorded it: name, company, street, place, country and phone. */
export function OrderAddress({ address }: { address: api.OrderAddress }) {
  const { t } = useTranslation();
  const place = [address.city, [address.province, address.postalcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address className="grid gap-0.5 text-sm leading-relaxed not-italic break-words">
      <span className="font-semibold">
        {address.firstname} {address.lastname}
      </span>
      {address.companyName ? <span>{address.companyName}</span> : null}
      <span>{address.address}</span>
      {address.remark ? <span>{address.remark}</span> : null}
      <span>{place}</span>
      <span>{address.country}</span>
      {address.phone ? (
        <span className="mt-1 text-navy/75">{t('ordersPage.detail.phone', { value: address.phone })}</span>
      ) : null}
    </address>
  );
}
