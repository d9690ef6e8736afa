import { admin, MAX_LENGTH } from '@printshop/contract';
import type { ComponentProps } from 'react';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';

type StaffPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'maxLength' | 'hint'> & {
  autoComplete: 'current-password' | 'new-password';
  /** A hint stating the minimum length, with {{min}} in it; a new password only. */
  minimumHint?: string;
};

/** A staff password input: at most what the log-in takes, so every password set can be used. */
export function StaffPasswordField({ minimumHint, ...props }: StaffPasswordFieldProps) {
  const hint = minimumHint ? interpolate(minimumHint, { min: admin.STAFF_LIMITS.passwordMin }) : undefined;
  return <TextField {...props} type="password" maxLength={MAX_LENGTH.auth} hint={hint} />;
}
