import { admin } from '@printshop/contract';
import { Controller } from 'react-hook-form';
import { interpolate } from '~/lib/interpolate';
import { DialogForm } from '~/ui/DialogForm';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { type StaffFormProps, useStaffForm } from '../staff/use-staff-form';
import { ImageField } from '../ui/ImageField';
import { SubmitButton } from '../ui/SubmitButton';
import {
  changesPartner,
  NO_PARTNER,
  type PartnerValues,
  partnerChecks,
  partnerInput,
  partnerValuesOf,
} from './home-content-form';

interface PartnerFormProps extends StaffFormProps {
  /** The partner to change; none for a new one, added last in the carousel. */
  partner?: admin.AdminPartner;
}

/** A partner's name and logo, empty to add one or filled to change one. */
export function PartnerForm({ partner, titleId, onClose, ...events }: PartnerFormProps) {
  const texts = useAdminTexts().homeContent;
  const labels = texts.partners.form;
  const { form, field, onSubmit, busy } = useStaffForm<PartnerValues>({
    defaultValues: partner ? partnerValuesOf(partner) : NO_PARTNER,
    checks: () => partnerChecks(labels.required),
    save: (client, values) => {
      if (!partner) return client.callWithMsg('adminPartnerCreate', partnerInput(values));
      if (!changesPartner(partner, values)) return null;
      return client.callWithMsg('adminPartnerUpdate', { ...partnerInput(values), id: partner.id });
    },
    events,
  });

  return (
    <DialogForm
      titleId={titleId}
      title={partner ? interpolate(labels.editTitle, { name: partner.name }) : labels.addTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      footer={
        <SubmitButton busy={busy} busyText={texts.saving}>
          {partner ? labels.save : labels.create}
        </SubmitButton>
      }
    >
      <div className="grid gap-5">
        <TextField
          {...field('name')}
          label={labels.name}
          maxLength={admin.HOME_CONTENT_LIMITS.partnerName}
          autoComplete="off"
        />
        <div className="grid gap-1.5">
          <Controller
            control={form.control}
            name="img"
            render={({ field: { value, onChange } }) => (
              <ImageField label={labels.logo} value={value} onChange={onChange} />
            )}
          />
          <p className="text-xs text-navy/70">{labels.logoHint}</p>
        </div>
      </div>
    </DialogForm>
  );
}
