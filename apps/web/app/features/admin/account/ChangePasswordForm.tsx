import { useAdminTexts } from '../i18n/admin-texts';
import { useStaffMember } from '../shell/staff-member';
import { StaffFormFrame } from '../staff/StaffFormFrame';
import { StaffPasswordField } from '../staff/StaffPasswordField';
import { type StaffFormProps, useStaffForm } from '../staff/use-staff-form';
import {
  NO_PASSWORDS,
  type PasswordChangeValues,
  passwordChangeChecks,
  passwordChangeInput,
  passwordChangeMessages,
} from './change-password';

/** The logged-in staff member's current password, then their new one twice. */
export function ChangePasswordForm({ titleId, onClose, ...events }: StaffFormProps) {
  const texts = useAdminTexts();
  const labels = texts.ownPassword;
  const member = useStaffMember();
  const { field, onSubmit, busy } = useStaffForm<PasswordChangeValues>({
    defaultValues: NO_PASSWORDS,
    checks: () => passwordChangeChecks(passwordChangeMessages(labels)),
    save: (client, values) => client.callWithMsg('adminChangeOwnPassword', passwordChangeInput(values)),
    events,
  });

  return (
    <StaffFormFrame
      titleId={titleId}
      title={labels.title}
      submit={labels.submit}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {/* Tells password managers whose saved password this changes. */}
      <input type="text" name="username" autoComplete="username" value={member.email} readOnly hidden />
      <StaffPasswordField {...field('current')} label={labels.current} autoComplete="current-password" />
      <StaffPasswordField
        {...field('password')}
        label={labels.new}
        minimumHint={labels.newHint}
        autoComplete="new-password"
      />
      <StaffPasswordField {...field('confirm')} label={labels.confirm} autoComplete="new-password" />
    </StaffFormFrame>
  );
}
