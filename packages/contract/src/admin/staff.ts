import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { text } from '../api/inputs.ts';
import { MAX_LENGTH } from '../constants.ts';
import { STAFF_ROLES } from './permissions.ts';

export const staffRole = z.enum(STAFF_ROLES);

export const staffMember = z.object({ email: z.string(), name: z.string(), role: staffRole });
export type StaffMember = z.infer<typeof staffMember>;

export const adminLogin = endpoint({
  method: 'POST',
  path: '/api/admin/login',
  body: 'json',
  auth: false,
  summary: 'Staff log-in: sets the staff_session cookie (httpOnly, SameSite=Strict)',
  input: z.object({
    email: text().trim().min(1).max(MAX_LENGTH.auth).pipe(z.email()),
    password: text().min(1).max(MAX_LENGTH.auth),
  }),
  output: staffMember,
});

export const adminLogout = endpoint({
  method: 'POST',
  path: '/api/admin/logout',
  body: 'json',
  auth: false,
  staff: 'session',
  summary: 'End the staff session of the cookie sent',
  input: z.object({}),
  output: z.null(),
});

export const adminMe = endpoint({
  method: 'GET',
  path: '/api/admin/me',
  auth: false,
  staff: 'session',
  summary: 'The logged-in staff member',
  input: z.object({}),
  output: staffMember,
});
