import { ADDRESS_TYPE, type api } from '@printshop/contract';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '~/features/account/AddressFields';
import { PrimaryButton } from '~/features/account/form-ui';
import type { Regions } from '~/features/account/regions';
import { useAddressForm } from '~/features/account/use-address-form';
import { SavingOverlay } from '~/ui/SavingOverlay';

interface ShippingStepProps {
  /** The member's delivery address: edited when there is one, added when not. */
  saved: api.Address | null;
  regions: Regions;
  onSaved: () => void;
}

/** Step 2: the shipping address, saved as the member's delivery address (SPEC.md sections 4 and 5). */
export function ShippingStep({ saved, regions, onSaved }: ShippingStepProps) {
  const { t } = useTranslation();
  const editor = useAddressForm({
    type: ADDRESS_TYPE.delivery,
    saved,
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
