import { z } from 'zod';
import { ADDRESS_TYPE, REGION_LEVEL } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { endpoint } from './endpoint.ts';
import { idParam, numberFromForm, optionalIdParam, optionalText, requiredText } from './inputs.ts';

/**
 * The form of docs/product.md's address book and checkout; email format is not checked (docs/product.md
 * section 5). The required fields are in the section's order: email, first name, last name,
 * country, street address, city, state, zip code, phone.
 */
export const addressInput = z.object({
  type: numberFromForm(z.literal([ADDRESS_TYPE.billing, ADDRESS_TYPE.delivery])),
  email: requiredText(100),
  firstname: requiredText(50),
  lastname: requiredText(50),
  companyName: optionalText(100),
  country: optionalText(100),
  countryCode: requiredText(2),
  address: requiredText(200),
  remark: optionalText(200),
  city: requiredText(100),
  province: optionalText(100),
  provinceCode: optionalText(10),
  postalcode: requiredText(20),
  phone: requiredText(30),
});

export const address = addressInput.extend({ id: z.number().int() });
export type Address = z.infer<typeof address>;

export const addressList = endpoint({
  ...API_ROUTES.addressList,
  auth: true,
  summary: "The member's billing (type 1) and delivery (type 2) addresses, at most one of each",
  input: z.object({}),
  output: z.array(address),
});

export const region = z.object({ id: z.number().int(), title: z.string(), regionid: z.string() });
export type Region = z.infer<typeof region>;

export const queryRegion = endpoint({
  ...API_ROUTES.queryRegion,
  auth: false,
  summary: 'Countries (level 1, pid empty) or the states/provinces of country pid (level 2)',
  input: z.object({
    pid: optionalIdParam,
    level: numberFromForm(z.literal([REGION_LEVEL.country, REGION_LEVEL.province])),
  }),
  output: z.array(region),
});

export const addAddress = endpoint({
  ...API_ROUTES.addAddress,
  auth: true,
  summary: 'Save the address of its type (one per type: saving again replaces it)',
  input: addressInput,
  output: address,
});

export const updateAddress = endpoint({
  ...API_ROUTES.updateAddress,
  auth: true,
  summary: "Edit one of the member's addresses",
  input: addressInput.extend({ id: idParam }),
  output: address,
});
