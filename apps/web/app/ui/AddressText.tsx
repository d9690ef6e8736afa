import type { api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';

interface AddressTextProps {
  /** A saved address or one an order recorded: both have these fields. */
  address: api.OrderAddress;
  /** The address book shows the email too. */
  withEmail?: boolean;
  className?: string;
}

/** An address as a postal label: name, company, street, place, country, then phone. */
export function AddressText({ address, withEmail = false, className = '' }: AddressTextProps) {
  const { t } = useTranslation();
  const place = [address.city, [address.province, address.postalcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address className={`grid gap-0.5 not-italic break-words ${className}`}>
      <span className="font-semibold">
        {address.firstname} {address.lastname}
      </span>
      {address.companyName ? <span>{address.companyName}</span> : null}
      <span>{address.address}</span>
      {address.remark ? <span>{address.remark}</span> : null}
      <span>{place}</span>
      <span>{address.country}</span>
      {address.phone ? (
        <span className="mt-1 text-navy/75">{t('accountPages.address.phone', { value: address.phone })}</span>
      ) : null}
      {withEmail ? (
        <span className="break-all text-navy/75">
          {t('accountPages.address.email', { value: address.email })}
        </span>
      ) : null}
    </address>
  );
}
