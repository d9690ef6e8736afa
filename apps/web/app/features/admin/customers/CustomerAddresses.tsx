import { ADDRESS_TYPE, type api } from '@printshop/contract';
import { AddressText } from '~/ui/AddressText';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminSection } from '../ui/AdminSection';

/** The customer's address book: their billing and delivery addresses, as they saved them. */
export function CustomerAddresses({ addresses }: { addresses: api.Address[] }) {
  const labels = useAdminTexts().customer.addresses;
  return (
    <AdminSection id="customer-addresses" title={labels.title}>
      {addresses.length === 0 ? (
        <p className="text-sm text-navy/70">{labels.none}</p>
      ) : (
        <div className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {addresses.map((address) => (
            <div key={address.id} className="grid content-start gap-1">
              <h3 className="font-semibold">
                {address.type === ADDRESS_TYPE.billing ? labels.billing : labels.delivery}
              </h3>
              <AddressText address={address} withEmail />
            </div>
          ))}
        </div>
      )}
    </AdminSection>
  );
}
