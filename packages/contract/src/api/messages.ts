import { z } from 'zod';
import { CONTACT_MAX_LENGTH } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { endpoint } from './endpoint.ts';
import { optionalText, requiredText } from './inputs.ts';

export { CONTACT_MAX_LENGTH } from '../constants.ts';

/** docs/product.md#validation's contact form, its required fields in the form's validation order. */
export const suggestionInput = z.object({
  name: requiredText(CONTACT_MAX_LENGTH.name),
  mobile: requiredText(CONTACT_MAX_LENGTH.mobile),
  email: requiredText(CONTACT_MAX_LENGTH.email).pipe(z.email()),
  content: requiredText(CONTACT_MAX_LENGTH.content),
  companyname: optionalText(CONTACT_MAX_LENGTH.companyname),
});

export const addSuggestion = endpoint({
  ...API_ROUTES.addSuggestion,
  auth: false,
  summary: 'Send a message through the contact form; the shop is emailed',
  input: suggestionInput,
  output: z.null(),
});
