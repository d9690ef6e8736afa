import { MAX_LENGTH } from '@printshop/contract';
import { blank, type Check, empty } from '~/lib/ordered-form';

export type AuthMode = 'login' | 'register' | 'forgot';

export type AuthField = 'firstname' | 'lastname' | 'mobile' | 'email' | 'password';

export type AuthValues = Record<AuthField, string>;

export const EMPTY_VALUES: AuthValues = { firstname: '', lastname: '', mobile: '', email: '', password: '' };

/** Each mode's fields in docs/product.md#validation's validation order, which is also their screen order. */
export const FIELDS: Record<AuthMode, readonly AuthField[]> = {
  login: ['email', 'password'],
  register: ['firstname', 'lastname', 'mobile', 'email', 'password'],
  forgot: ['email'],
};

export const AUTH_MAX_LENGTH = MAX_LENGTH.auth;

/** A mode's checks in validation order: each of its fields must be filled, `required` names the warning. */
export function authChecks(mode: AuthMode, required: (field: AuthField) => string): Check<AuthValues>[] {
  // Spaces alone are not a name or an email; a password is taken exactly as typed.
  return FIELDS[mode].map((field) => ({
    field,
    message: required(field),
    fails: (values) => (field === 'password' ? empty(values.password) : blank(values[field])),
  }));
}
