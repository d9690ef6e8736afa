import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import { type AddressMessages, type AddressValues, addressChecks } from './address-checks';

const messages: AddressMessages = {
  email: 'email',
  firstname: 'first',
  lastname: 'last',
  countryCode: 'country',
  address: 'street',
  city: 'city',
  provinceCode: 'state',
  postalcode: 'zip',
  phone: 'phone',
};

const empty: AddressValues = {
  email: '',
  firstname: '',
  lastname: '',
  companyName: '',
  countryCode: '',
  provinceCode: '',
  address: '',
  remark: '',
  city: '',
  postalcode: '',
  phone: '',
};

/** Fills the form one required field at a time and records each warning on the way. */
function warnings(needsState: boolean): string[] {
  const checks = addressChecks(messages, needsState);
  const values = { ...empty };
  const seen: string[] = [];
  for (let failed = firstFailure(checks, values); failed; failed = firstFailure(checks, values)) {
    seen.push(failed.message);
    values[failed.field] = 'x';
  }
  return seen;
}

describe('addressChecks', () => {
  it("follows docs/product.md#validation's order, with the state after the city", () => {
    expect(warnings(true)).toEqual([
      'email',
      'first',
      'last',
      'country',
      'street',
      'city',
      'state',
      'zip',
      'phone',
    ]);
  });

  it('skips the state for a country without states', () => {
    expect(warnings(false)).toEqual(['email', 'first', 'last', 'country', 'street', 'city', 'zip', 'phone']);
  });

  it('leaves company and apartment optional and treats spaces as blank', () => {
    const filled = { ...empty, email: 'a@b.c', firstname: 'A', lastname: 'B', countryCode: 'FR' };
    const rest = { address: '1 Rue', city: 'Paris', postalcode: '75001', phone: '1' };
    expect(firstFailure(addressChecks(messages, false), { ...filled, ...rest })).toBeNull();
    expect(firstFailure(addressChecks(messages, false), { ...filled, ...rest, city: '  ' })?.message).toBe(
      'city',
    );
  });
});
