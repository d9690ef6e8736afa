import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { blank, type Check, empty } from '~/lib/ordered-form';
import type { AdminMessages } from '../i18n/messages';
import type { AdminCallInput } from '../lib/admin-endpoints';

/** The add form's values, as its inputs hold them: no role until one is chosen. */
export interface NewStaffValues {
  name: string;
  email: string;
  role: admin.StaffRole | '';
  password: string;
}

export const NO_NEW_STAFF: NewStaffValues = { name: '', email: '', role: '', password: '' };

/** The edit form's values; an empty password keeps the current one. */
export interface StaffChangeValues {
  name: string;
  role: admin.StaffRole;
  active: boolean;
  password: string;
}

/** The warnings of the two forms, by what they are about. */
interface StaffFormMessages {
  name: string;
  email: string;
  role: string;
  password: string;
  passwordShort: string;
}

export function staffFormMessages(texts: AdminMessages['staff']['form']): StaffFormMessages {
  return {
    ...texts.required,
    passwordShort: interpolate(texts.passwordShort, { min: admin.STAFF_LIMITS.passwordMin }),
  };
}

/** Passwords are taken exactly as typed, spaces included, as at the log-in. */
export const passwordTooShort = (password: string) => password.length < admin.STAFF_LIMITS.passwordMin;

/** The add form's checks in screen order, one warning at a time (docs/product.md#validation). */
export function newStaffChecks(messages: StaffFormMessages): Check<NewStaffValues>[] {
  return [
    { field: 'name', message: messages.name, fails: (v) => blank(v.name) },
    { field: 'email', message: messages.email, fails: (v) => blank(v.email) },
    { field: 'role', message: messages.role, fails: (v) => v.role === '' },
    { field: 'password', message: messages.password, fails: (v) => empty(v.password) },
    { field: 'password', message: messages.passwordShort, fails: (v) => passwordTooShort(v.password) },
  ];
}

/** The edit form's checks: a name is still required; a new password, when given, is long enough. */
export function staffChangeChecks(messages: StaffFormMessages): Check<StaffChangeValues>[] {
  return [
    { field: 'name', message: messages.name, fails: (v) => blank(v.name) },
    {
      field: 'password',
      message: messages.passwordShort,
      fails: (v) => !empty(v.password) && passwordTooShort(v.password),
    },
  ];
}

/** The add call's input, once the checks have passed (so a role is chosen). */
export function newStaffInput(values: NewStaffValues): AdminCallInput<'adminStaffCreate'> {
  const { role } = values;
  if (role === '') throw new Error('a staff member is added with a role');
  return { ...values, role };
}

/**
 * Only what the owner changed: the audit log then records just that, and leaving the role and
 * the active flag out of an owner's own change keeps clear of the server's refusal to let owners
 * lock themselves out. Nothing changed leaves the id alone (changesAnything).
 */
export function staffChangeInput(
  account: admin.StaffAccount,
  values: StaffChangeValues,
): AdminCallInput<'adminStaffUpdate'> {
  const name = values.name.trim();
  return {
    id: account.id,
    ...(name !== account.name ? { name } : {}),
    ...(values.role !== account.role ? { role: values.role } : {}),
    ...(values.active !== account.active ? { active: values.active } : {}),
    ...(values.password !== '' ? { password: values.password } : {}),
  };
}

/** Whether a change input holds more than the account's id: a form with nothing changed just closes. */
export function changesAnything(input: AdminCallInput<'adminStaffUpdate'>): boolean {
  return Object.keys(input).some((key) => key !== 'id');
}
