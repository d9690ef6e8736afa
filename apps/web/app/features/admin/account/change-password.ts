import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { type Check, empty } from '~/lib/ordered-form';
import type { AdminMessages } from '../i18n/messages';
import type { AdminCallInput } from '../lib/admin-endpoints';
import { passwordTooShort } from '../staff/staff-form';

/** The password form's values, as its inputs hold them: the current password, the new one twice. */
export interface PasswordChangeValues {
  current: string;
  password: string;
  confirm: string;
}

export const NO_PASSWORDS: PasswordChangeValues = { current: '', password: '', confirm: '' };

/** The form's warnings, by what they are about. */
interface PasswordChangeMessages {
  current: string;
  new: string;
  newShort: string;
  mismatch: string;
}

export function passwordChangeMessages(texts: AdminMessages['ownPassword']): PasswordChangeMessages {
  return {
    ...texts.required,
    newShort: interpolate(texts.newShort, { min: admin.STAFF_LIMITS.passwordMin }),
    mismatch: texts.mismatch,
  };
}

/**
 * The form's checks in screen order, one warning at a time (docs/product.md#validation). An
 * empty confirmation differs from the new password, so it needs no warning of its own.
 */
export function passwordChangeChecks(messages: PasswordChangeMessages): Check<PasswordChangeValues>[] {
  return [
    { field: 'current', message: messages.current, fails: (v) => empty(v.current) },
    { field: 'password', message: messages.new, fails: (v) => empty(v.password) },
    { field: 'password', message: messages.newShort, fails: (v) => passwordTooShort(v.password) },
    { field: 'confirm', message: messages.mismatch, fails: (v) => v.confirm !== v.password },
  ];
}

/** The call's input, once the checks have passed: the confirmation never leaves the page. */
export function passwordChangeInput({
  current,
  password,
}: PasswordChangeValues): AdminCallInput<'adminChangeOwnPassword'> {
  return { current, password };
}
