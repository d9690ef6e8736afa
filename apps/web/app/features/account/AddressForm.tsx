import { ADDRESS_TYPE, type AddressType, type api } from '@printshop/contract';
import { useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { DialogForm } from '~/ui/DialogForm';
import { PrimaryButton } from '~/ui/form-fields';
import { SavingOverlay } from '~/ui/SavingOverlay';
import { AddressFields } from './AddressFields';
import type { Regions } from './regions';
import { useAddressForm } from './use-address-form';

interface AddressFormProps {
  type: AddressType;
  /** The saved address of this type, edited in place; absent to add one. */
  saved: api.Address | undefined;
  regions: Regions;
  titleId: string;
  /** Tells the dialog whether closing must wait for a save in flight. */
  onBusyChange: (busy: boolean) => void;
  onSaved: (msg: string) => void;
  onClose: () => void;
}

/** The address book's modal form (docs/product.md#screens, #states and #validation). */
export function AddressForm({
  type,
  saved,
  regions,
  titleId,
  onBusyChange,
  onSaved,
  onClose,
}: AddressFormProps) {
  const { t } = useTranslation();
  const editor = useAddressForm({
    type,
    saved,
    regions,
    onSaved,
    messages: {
      email: t('accountPages.address.required.email'),
      firstname: t('accountPages.address.required.firstName'),
      lastname: t('accountPages.address.required.lastName'),
      countryCode: t('accountPages.address.required.country'),
      address: t('accountPages.address.required.street'),
      city: t('accountPages.address.required.city'),
      provinceCode: t('accountPages.address.required.state'),
      postalcode: t('accountPages.address.required.zip'),
      phone: t('accountPages.address.required.phone'),
    },
  });
  const { isSubmitting } = editor.form.formState;

  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);

  const title =
    type === ADDRESS_TYPE.billing ? t('accountPages.address.billing') : t('accountPages.address.delivery');

  return (
    <>
      <DialogForm
        titleId={titleId}
        title={title}
        onClose={onClose}
        onSubmit={editor.submit}
        footer={
          <PrimaryButton disabled={isSubmitting} className="max-sm:w-full">
            {t('accountPages.address.form.save')}
          </PrimaryButton>
        }
      >
        <AddressFields editor={editor} />
      </DialogForm>
      {isSubmitting ? <SavingOverlay label={t('accountPages.address.form.saving')} /> : null}
    </>
  );
}
