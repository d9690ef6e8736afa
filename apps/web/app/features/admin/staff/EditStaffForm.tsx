import { admin } from '@printshop/contract';
import { useId } from 'react';
import { interpolate } from '~/lib/interpolate';
import { SelectField, TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { CheckboxField } from '../ui/CheckboxField';
import { RoleOptions } from './RoleOptions';
import { StaffFormFrame } from './StaffFormFrame';
import { StaffPasswordField } from './StaffPasswordField';
import {
  changesAnything,
  type StaffChangeValues,
  staffChangeChecks,
  staffChangeInput,
  staffFormMessages,
} from './staff-form';
import { type StaffFormProps, useStaffForm } from './use-staff-form';

interface EditStaffFormProps extends StaffFormProps {
  account: admin.StaffAccount;
  /** The owner's own account: the server refuses them a new role or deactivating themselves. */
  own: boolean;
}

/** A staff member's name, role, whether they may log in, and a new password if one is typed. */
export function EditStaffForm({ account, own, titleId, onClose, ...events }: EditStaffFormProps) {
  const texts = useAdminTexts();
  const labels = texts.staff.form;
  const ownNoteId = useId();
  const { form, field, onSubmit, busy } = useStaffForm<StaffChangeValues>({
    defaultValues: { name: account.name, role: account.role, active: account.active, password: '' },
    checks: () => staffChangeChecks(staffFormMessages(labels)),
    save: (client, values) => {
      const input = staffChangeInput(account, values);
      return changesAnything(input) ? client.callWithMsg('adminStaffUpdate', input) : null;
    },
    events,
  });
  // The role and active flag of one's own account are disabled on the page only, not through the
  // form library: they keep the account's values, which staffChangeInput leaves out as unchanged.
  const ownNote = own ? ownNoteId : undefined;

  return (
    <StaffFormFrame
      titleId={titleId}
      title={interpolate(labels.editTitle, { name: account.name })}
      submit={labels.save}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="text-sm break-all text-navy/70">{account.email}</p>
      <TextField {...field('name')} label={labels.name} maxLength={admin.STAFF_LIMITS.name} />
      {own ? (
        <p id={ownNoteId} className="rounded-lg bg-sand/60 px-3 py-2 text-sm">
          {labels.self}
        </p>
      ) : null}
      <SelectField {...field('role')} label={labels.role} disabled={own} aria-describedby={ownNote}>
        <RoleOptions />
      </SelectField>
      <CheckboxField
        {...form.register('active')}
        disabled={own}
        aria-describedby={ownNote}
        label={labels.active}
        hint={labels.activeHint}
      />
      <StaffPasswordField
        {...field('password')}
        label={labels.newPassword}
        minimumHint={labels.newPasswordHint}
        autoComplete="new-password"
      />
    </StaffFormFrame>
  );
}
