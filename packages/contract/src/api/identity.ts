import { z } from 'zod';
import { MAX_LENGTH } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { endpoint } from './endpoint.ts';
import { requiredText, text } from './inputs.ts';

const email = requiredText(MAX_LENGTH.auth).pipe(z.email());
const password = text().min(1).max(MAX_LENGTH.auth);

export const login = endpoint({
  ...API_ROUTES.login,
  auth: false,
  summary: 'Log in with email and password',
  input: z.object({ email, password }),
  output: z.object({ token: z.string(), nickname: z.string() }),
});

export const register = endpoint({
  ...API_ROUTES.register,
  auth: false,
  summary: 'Create a customer account',
  // In docs/product.md#validation's order, so the first problem named is the one the form names first.
  input: z.object({
    firstname: requiredText(MAX_LENGTH.auth),
    lastname: requiredText(MAX_LENGTH.auth),
    mobile: requiredText(MAX_LENGTH.auth),
    email,
    password: text().min(8).max(MAX_LENGTH.auth),
  }),
  output: z.null(),
});

export const forgotPassword = endpoint({
  ...API_ROUTES.forgotPassword,
  auth: false,
  summary: 'Email a password-reset link (the answer never says whether the email exists)',
  input: z.object({ email }),
  output: z.null(),
});

export const logout = endpoint({
  ...API_ROUTES.logout,
  auth: false,
  summary: 'End the session of the token sent',
  input: z.object({}),
  output: z.null(),
});

export const memberDetail = z.object({
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.string(),
  email: z.string(),
});

export const editAccount = endpoint({
  ...API_ROUTES.editAccount,
  auth: true,
  summary: "The member's account details",
  input: z.object({}),
  output: z.object({ memberDtlItem: memberDetail }),
});

export const updateAccount = endpoint({
  ...API_ROUTES.updateAccount,
  auth: true,
  summary: "Update the member's names",
  input: z.object({
    firstname: requiredText(MAX_LENGTH.profileName),
    lastname: requiredText(MAX_LENGTH.profileName),
    nickname: requiredText(MAX_LENGTH.profileName),
  }),
  output: z.null(),
});

export const updatePassword = endpoint({
  ...API_ROUTES.updatePassword,
  auth: true,
  summary: 'Change the password (odlpassword is the current one, spelt so); ends every session',
  input: z.object({
    odlpassword: text().min(1).max(MAX_LENGTH.currentPassword),
    password: text().min(8).max(MAX_LENGTH.newPassword),
    confirmpassword: text().min(1).max(MAX_LENGTH.newPassword),
  }),
  output: z.null(),
});

export const newPassword = endpoint({
  ...API_ROUTES.newPassword,
  auth: false,
  summary: 'Set a new password with the key from the reset email',
  input: z.object({
    ckey: text().min(1).max(200),
    newpassword: text().min(8).max(MAX_LENGTH.resetPassword),
    confirmnewpassword: text().min(1).max(MAX_LENGTH.resetPassword),
  }),
  output: z.null(),
});
