import { z } from 'zod';
import { CONTACT_MAX_LENGTH } from '../constants.ts';
import { endpoint } from './endpoint.ts';

export { CONTACT_MAX_LENGTH } from '../constants.ts';

const required = (max: number) => z.string().trim().min(1).max(max);

/** SPEC.md section 5's contact form, its required fields in the form's validation order. */
export const suggestionInput = z.object({
  name: required(CONTACT_MAX_LENGTH.name),
  mobile: required(CONTACT_MAX_LENGTH.mobile),
  email: required(CONTACT_MAX_LENGTH.email).pipe(z.email()),
  content: required(CONTACT_MAX_LENGTH.content),
  companyname: z.string().trim().max(CONTACT_MAX_LENGTH.companyname).default(''),
});

export const addSuggestion = endpoint({
  method: 'POST',
  path: '/api/member/addSuggestion',
  body: 'json',
  auth: false,
  summary: 'Send a message through the contact form; the shop is emailed',
  input: suggestionInput,
  output: z.null(),
});
