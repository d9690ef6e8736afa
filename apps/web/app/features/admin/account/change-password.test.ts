import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import { adminEn } from '../i18n/en';
import {
  NO_PASSWORDS,
  type PasswordChangeValues,
  passwordChangeChecks,
  passwordChangeInput,
  passwordChangeMessages,
} from './change-password';

const MESSAGES = { current: 'current', new: 'new', newShort: 'short', mismatch: 'mismatch' };

const warning = (values: PasswordChangeValues) =>
  firstFailure(passwordChangeChecks(MESSAGES), values)?.message ?? null;

const filled: PasswordChangeValues = {
  current: 'old-password',
  password: 'twelve-chars',
  confirm: 'twelve-chars',
};

describe('passwordChangeChecks', () => {
  it('warns of one field at a time, in screen order: current, new, its length, the confirmation', () => {
    expect(warning(NO_PASSWORDS)).toBe('current');
    expect(warning({ ...NO_PASSWORDS, current: 'old-password' })).toBe('new');
    expect(warning({ ...filled, password: 'eleven-char', confirm: '' })).toBe('short');
    expect(warning({ ...filled, confirm: '' })).toBe('mismatch');
    expect(warning({ ...filled, confirm: 'twelve-chars ' })).toBe('mismatch');
    expect(warning(filled)).toBeNull();
  });

  it('takes passwords as typed: a current password of spaces is one, twelve spaces are twelve characters', () => {
    expect(warning({ current: ' ', password: ' '.repeat(12), confirm: ' '.repeat(12) })).toBeNull();
  });
});

describe('passwordChangeMessages', () => {
  it('states the minimum length the contract sets', () => {
    expect(passwordChangeMessages(adminEn.ownPassword).newShort).toBe(
      'The new password needs at least 12 characters.',
    );
  });
});

describe('passwordChangeInput', () => {
  it('sends the current and the new password, not the confirmation', () => {
    expect(passwordChangeInput(filled)).toEqual({ current: 'old-password', password: 'twelve-chars' });
  });
});
