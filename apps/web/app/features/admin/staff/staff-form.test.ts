import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import {
  changesAnything,
  NO_NEW_STAFF,
  newStaffChecks,
  newStaffInput,
  type StaffChangeValues,
  staffChangeChecks,
  staffChangeInput,
} from './staff-form';

const MESSAGES = {
  name: 'name',
  email: 'email',
  role: 'role',
  password: 'password',
  passwordShort: 'short',
};

const warning = <V>(checks: Parameters<typeof firstFailure<V>>[0], values: V) =>
  firstFailure(checks, values)?.message ?? null;

const MARCO: admin.StaffAccount = {
  id: 7,
  email: 'marco@inkfold.example',
  name: 'Marco Reyes',
  role: 'production',
  active: true,
  createTime: '2026-01-02T03:04:05.000Z',
  lastLoginTime: null,
};

const unchanged: StaffChangeValues = { name: MARCO.name, role: MARCO.role, active: true, password: '' };

describe('newStaffChecks', () => {
  const checks = newStaffChecks(MESSAGES);
  const filled = { name: 'Ana', email: 'ana@x.example', role: 'support', password: 'twelve-chars' } as const;

  it('warns of one field at a time, in screen order: name, email, role, password, its length', () => {
    expect(warning(checks, NO_NEW_STAFF)).toBe('name');
    expect(warning(checks, { ...NO_NEW_STAFF, name: '  ' })).toBe('name');
    expect(warning(checks, { ...NO_NEW_STAFF, name: 'Ana' })).toBe('email');
    expect(warning(checks, { ...filled, role: '' })).toBe('role');
    expect(warning(checks, { ...filled, password: '' })).toBe('password');
    expect(warning(checks, { ...filled, password: 'eleven-char' })).toBe('short');
    expect(warning(checks, filled)).toBeNull();
  });

  it('takes a password as typed: twelve spaces are twelve characters', () => {
    expect(warning(checks, { ...filled, password: ' '.repeat(12) })).toBeNull();
  });
});

describe('staffChangeChecks', () => {
  const checks = staffChangeChecks(MESSAGES);

  it('needs a name, and a new password only when one is typed, long enough', () => {
    expect(warning(checks, unchanged)).toBeNull();
    expect(warning(checks, { ...unchanged, name: ' ', password: 'short' })).toBe('name');
    expect(warning(checks, { ...unchanged, password: 'short' })).toBe('short');
    expect(warning(checks, { ...unchanged, password: 'long-enough-1' })).toBeNull();
  });
});

describe('newStaffInput', () => {
  it('is the values once a role is chosen', () => {
    const values = {
      name: 'Ana',
      email: 'ana@x.example',
      role: 'support',
      password: 'twelve-chars',
    } as const;
    expect(newStaffInput(values)).toEqual(values);
    expect(() => newStaffInput({ ...values, role: '' })).toThrow();
  });
});

describe('staffChangeInput', () => {
  it('sends the id alone when nothing changed, spaces around the name included', () => {
    expect(staffChangeInput(MARCO, unchanged)).toEqual({ id: 7 });
    expect(staffChangeInput(MARCO, { ...unchanged, name: ' Marco Reyes ' })).toEqual({ id: 7 });
    expect(changesAnything(staffChangeInput(MARCO, unchanged))).toBe(false);
    expect(changesAnything(staffChangeInput(MARCO, { ...unchanged, active: false }))).toBe(true);
  });

  it('sends only what changed', () => {
    expect(staffChangeInput(MARCO, { ...unchanged, role: 'support' })).toEqual({ id: 7, role: 'support' });
    expect(staffChangeInput(MARCO, { ...unchanged, active: false })).toEqual({ id: 7, active: false });
    expect(staffChangeInput(MARCO, { ...unchanged, name: 'Marco R. ', password: 'long-enough-1' })).toEqual({
      id: 7,
      name: 'Marco R.',
      password: 'long-enough-1',
    });
  });
});
