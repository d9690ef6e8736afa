import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import { type AuthMode, type AuthValues, authChecks, EMPTY_VALUES } from './fields';

/** The field a mode's checks report first; null when all pass. */
const firstMissing = (mode: AuthMode, values: AuthValues) =>
  firstFailure(
    authChecks(mode, (field) => field),
    values,
  )?.field ?? null;

describe('authChecks', () => {
  it('follows the order of docs/product.md#validation in each mode', () => {
    expect(firstMissing('login', EMPTY_VALUES)).toBe('email');
    expect(firstMissing('login', { ...EMPTY_VALUES, email: 'a@b.c' })).toBe('password');
    expect(firstMissing('register', EMPTY_VALUES)).toBe('firstname');
    expect(firstMissing('register', { ...EMPTY_VALUES, firstname: 'Ann' })).toBe('lastname');
    expect(firstMissing('register', { ...EMPTY_VALUES, firstname: 'Ann', lastname: 'Lee' })).toBe('mobile');
    expect(
      firstMissing('register', { ...EMPTY_VALUES, firstname: 'Ann', lastname: 'Lee', mobile: '1' }),
    ).toBe('email');
    expect(firstMissing('forgot', EMPTY_VALUES)).toBe('email');
  });

  it('ignores the fields a mode does not show', () => {
    expect(firstMissing('forgot', { ...EMPTY_VALUES, email: 'a@b.c' })).toBeNull();
    expect(firstMissing('login', { ...EMPTY_VALUES, email: 'a@b.c', password: 'x' })).toBeNull();
  });

  it('treats spaces as empty except in a password', () => {
    expect(firstMissing('login', { ...EMPTY_VALUES, email: '   ' })).toBe('email');
    expect(firstMissing('login', { ...EMPTY_VALUES, email: 'a@b.c', password: '  ' })).toBeNull();
  });
});
