import { admin, MAX_LENGTH } from '@printshop/contract';
import { SelectField, TextField } from '~/ui/form-fields';
import { EMAIL_INPUT } from '~/ui/input-kinds';
import { useAdminTexts } from '../i18n/admin-texts';
import { RoleOptions } from './RoleOptions';
import { StaffFormFrame } from './StaffFormFrame';
import { StaffPasswordField } from './StaffPasswordField';
import {
  type NewStaffValues,
  NO_NEW_STAFF,
  newStaffChecks,
  newStaffInput,
  staffFormMessages,
} from './staff-form';
import { type StaffFormProps, useStaffForm } from './use-staff-form';

/** A new staff member: who they are, their role, and the first password the owner hands them. */
export function AddStaffForm({ titleId, onClose, ...events }: StaffFormProps) {
  const texts = useAdminTexts();
  const labels = texts.staff.form;
  const { field, onSubmit, busy } = useStaffForm<NewStaffValues>({
    defaultValues: NO_NEW_STAFF,
    checks: () => newStaffChecks(staffFormMessages(labels)),
    save: (client, values) => client.callWithMsg('adminStaffCreate', newStaffInput(values)),
    events,
  });

  return (
    <StaffFormFrame
      titleId={titleId}
      title={labels.addTitle}
      submit={labels.create}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField {...field('name')} label={labels.name} maxLength={admin.STAFF_LIMITS.name} />
      {/* Someone else's address: the browser must not fill in the owner's own. */}
      <TextField
        {...field('email')}
        label={labels.email}
        {...EMAIL_INPUT}
        autoComplete="off"
        maxLength={MAX_LENGTH.auth}
      />
      <SelectField {...field('role')} label={labels.role}>
        <option value="">{labels.chooseRole}</option>
        <RoleOptions />
      </SelectField>
      <StaffPasswordField
        {...field('password')}
        label={labels.password}
        minimumHint={labels.passwordHint}
        autoComplete="new-password"
      />
    </StaffFormFrame>
  );
}
