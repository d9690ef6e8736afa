import { MAX_LENGTH } from '@printshop/contract';

export type AuthMode = 'login' | 'register' | 'forgot';

export type AuthField = 'firstname' | 'lastname' | 'mobile' | 'email' | 'password';

export type AuthValues = Record<AuthField, string>;

export const EMPTY_VALUES: AuthValues = { firstname: '', lastname: '', mobile: '', email: '', password: '' };

/** Each mode's fields in SPEC.md section 5's validation order, which is also their screen order. */
export const FIELDS: Record<AuthMode, readonly AuthField[]> = {
  login: ['email', 'password'],
  register: ['firstname', 'lastname', 'mobile', 'email', 'password'],
  forgot: ['email'],
};

export const AUTH_MAX_LENGTH = MAX_LENGTH.auth;

/** The first field, in validation order, that is still empty; null when all are filled. */
export function firstMissing(mode: AuthMode, values: AuthValues): AuthField | null {
  // Spaces alone are not a name or an email; a password is taken exactly as typed.
  const isEmpty = (field: AuthField) =>
    field === 'password' ? values.password === '' : values[field].trim() === '';
  return FIELDS[mode].find(isEmpty) ?? null;
}
