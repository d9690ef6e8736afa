import { blank, type Check } from '~/lib/ordered-form';

/** The address book form's values, as the inputs hold them. */
export interface AddressValues {
  email: string;
  firstname: string;
  lastname: string;
  companyName: string;
  countryCode: string;
  provinceCode: string;
  address: string;
  remark: string;
  city: string;
  postalcode: string;
  phone: string;
}

/** The warnings of docs/product.md#validation for the address book, by the field they are about. */
export type AddressMessages = Record<
  | 'email'
  | 'firstname'
  | 'lastname'
  | 'countryCode'
  | 'address'
  | 'city'
  | 'provinceCode'
  | 'postalcode'
  | 'phone',
  string
>;

/** The required fields in docs/product.md#validation's order; the state only where the country has states. */
export function addressChecks(messages: AddressMessages, needsState: boolean): Check<AddressValues>[] {
  const order = [
    'email',
    'firstname',
    'lastname',
    'countryCode',
    'address',
    'city',
    ...(needsState ? (['provinceCode'] as const) : []),
    'postalcode',
    'phone',
  ] as const;
  return order.map((field) => ({ field, message: messages[field], fails: (values) => blank(values[field]) }));
}
