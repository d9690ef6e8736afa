import { ADDRESS_TYPE, type api } from '@printshop/contract';
import { AddressFields } from '~/features/account/AddressFields';
import type { Regions } from '~/features/account/regions';
import { type AddressPrefill, useAddressForm } from '~/features/account/use-address-form';
import { useTranslation } from '~/i18n/use-translation';
import { useSession } from '~/lib/session';
import { useApiData } from '~/lib/use-api-data';
import { PrimaryButton } from '~/ui/form-fields';
import { FormSkeleton } from '~/ui/load-states';
import { SavingOverlay } from '~/ui/SavingOverlay';

interface ShippingStepProps {
  /** The member's delivery address: edited when there is one, added when not. */
  saved: api.Address | null;
  regions: Regions;
  onSaved: () => void;
}

/**
 * Step 2: the shipping address, saved as the member's delivery address (docs/product.md#states and
 * 5). A first address starts from the account's email and names.
 */
export function ShippingStep({ saved, regions, onSaved }: ShippingStepProps) {
  return saved ? (
    <ShippingForm saved={saved} regions={regions} onSaved={onSaved} />
  ) : (
    <FirstShippingForm regions={regions} onSaved={onSaved} />
  );
}

function FirstShippingForm({ regions, onSaved }: Omit<ShippingStepProps, 'saved'>) {
  const session = useSession();
  const { state } = useApiData('editAccount');
  if (state.status === 'loading') return <FormSkeleton rows={5} />;
  // Without the account's details the form still works, starting from the session's email.
  const account = state.status === 'ready' ? state.data.memberDtlItem : null;
  const prefill: AddressPrefill = {
    email: account?.email ?? session?.email ?? '',
    firstname: account?.firstname ?? '',
    lastname: account?.lastname ?? '',
  };
  return <ShippingForm saved={null} prefill={prefill} regions={regions} onSaved={onSaved} />;
}

function ShippingForm({
  saved,
  prefill,
  regions,
  onSaved,
}: ShippingStepProps & { prefill?: AddressPrefill }) {
  const { t } = useTranslation();
  const editor = useAddressForm({
    type: ADDRESS_TYPE.delivery,
    saved,
    prefill,
    regions,
    onSaved,
    messages: {
      email: t('checkoutPage.shipping.required.email'),
      firstname: t('checkoutPage.shipping.required.firstName'),
      lastname: t('checkoutPage.shipping.required.lastName'),
      countryCode: t('checkoutPage.shipping.required.country'),
      address: t('checkoutPage.shipping.required.street'),
      city: t('checkoutPage.shipping.required.city'),
      provinceCode: t('checkoutPage.shipping.required.state'),
      postalcode: t('checkoutPage.shipping.required.zip'),
      phone: t('checkoutPage.shipping.required.phone'),
    },
  });
  const { isSubmitting } = editor.form.formState;
  return (
    <form noValidate onSubmit={editor.submit}>
      <AddressFields editor={editor} />
      <PrimaryButton disabled={isSubmitting} className="mt-6 w-full sm:w-auto">
        {t('checkoutPage.shipping.continue')}
      </PrimaryButton>
      {isSubmitting ? <SavingOverlay label={t('checkoutPage.shipping.saving')} /> : null}
    </form>
  );
}
