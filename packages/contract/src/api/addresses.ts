import { z } from 'zod';
import { ADDRESS_TYPE, REGION_LEVEL } from '../constants.ts';
import { endpoint } from './endpoint.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** The form of SPEC.md's address book and checkout; email format is not checked (SPEC.md section 5). */
export const addressInput = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(ADDRESS_TYPE.billing), z.literal(ADDRESS_TYPE.delivery)])),
  email: text(100),
  firstname: text(50),
  lastname: text(50),
  companyName: optionalText(100),
  country: optionalText(100),
  countryCode: text(2),
  province: optionalText(100),
  provinceCode: z.string().trim().max(10).default(''),
  city: text(100),
  address: text(200),
  remark: optionalText(200),
  postalcode: text(20),
  phone: text(30),
});

export const address = addressInput.extend({ id: z.number().int() });
export type Address = z.infer<typeof address>;

export const addressList = endpoint({
  method: 'GET',
  path: '/api/memberAddress/list',
  auth: true,
  summary: "The member's billing (type 1) and delivery (type 2) addresses, at most one of each",
  input: z.object({}),
  output: z.array(address),
});

export const region = z.object({ id: z.number().int(), title: z.string(), regionid: z.string() });
export type Region = z.infer<typeof region>;

export const queryRegion = endpoint({
  method: 'GET',
  path: '/api/memberAddress/queryregion',
  auth: false,
  summary: 'Countries (level 1, pid empty) or the states/provinces of country pid (level 2)',
  input: z.object({
    pid: z.union([z.literal(''), z.coerce.number().int().positive()]).optional(),
    level: z.coerce
      .number()
      .pipe(z.union([z.literal(REGION_LEVEL.country), z.literal(REGION_LEVEL.province)])),
  }),
  output: z.array(region),
});

export const addAddress = endpoint({
  method: 'POST',
  path: '/api/memberAddress/add',
  body: 'form',
  auth: true,
  summary: 'Save the address of its type (one per type: saving again replaces it)',
  input: addressInput,
  output: address,
});

export const updateAddress = endpoint({
  method: 'POST',
  path: '/api/memberAddress/updateMemberAddress',
  body: 'form',
  auth: true,
  summary: "Edit one of the member's addresses",
  input: addressInput.extend({ id: z.coerce.number().int().positive() }),
  output: address,
});
