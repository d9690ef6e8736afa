import type { FormEvent, ReactNode } from 'react';
import { DialogForm } from '~/ui/DialogForm';
import { useAdminTexts } from '../i18n/admin-texts';
import { SubmitButton } from '../ui/SubmitButton';

interface StaffFormFrameProps {
  titleId: string;
  title: string;
  /** The submit button's words. */
  submit: string;
  /** Saving: the button says so, and a second click sends nothing. */
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A staff form dialog's title bar, fields and submit row: the staff screen's, the password change's. */
export function StaffFormFrame({ submit, busy, children, ...form }: StaffFormFrameProps) {
  const texts = useAdminTexts();
  return (
    <DialogForm
      {...form}
      footer={
        <SubmitButton busy={busy} busyText={texts.staff.form.saving}>
          {submit}
        </SubmitButton>
      }
    >
      <div className="grid gap-4">{children}</div>
    </DialogForm>
  );
}
