import { describe, expect, it } from 'vitest';
import { blank, type Check, empty, firstFailure, orderedResolver } from './ordered-form';

interface Passwords {
  current: string;
  next: string;
  confirm: string;
}

const checks: Check<Passwords>[] = [
  { field: 'current', message: 'current', fails: (v) => empty(v.current) },
  { field: 'next', message: 'next', fails: (v) => empty(v.next) },
  { field: 'confirm', message: 'confirm', fails: (v) => empty(v.confirm) },
  { field: 'confirm', message: 'mismatch', fails: (v) => v.next !== v.confirm },
];

describe('firstFailure', () => {
  it('stops at the first failing check, in order', () => {
    expect(firstFailure(checks, { current: '', next: '', confirm: '' })?.message).toBe('current');
    expect(firstFailure(checks, { current: 'a', next: '', confirm: 'x' })?.message).toBe('next');
    expect(firstFailure(checks, { current: 'a', next: 'b', confirm: '' })?.message).toBe('confirm');
    expect(firstFailure(checks, { current: 'a', next: 'b', confirm: 'c' })?.message).toBe('mismatch');
    expect(firstFailure(checks, { current: 'a', next: 'b', confirm: 'b' })).toBeNull();
  });

  it('treats spaces as blank in names but as a value in passwords', () => {
    expect(blank('  ')).toBe(true);
    expect(empty('  ')).toBe(false);
  });
});

describe('orderedResolver', () => {
  it('reports one error only', async () => {
    const resolve = orderedResolver(() => checks);
    const result = await resolve({ current: '', next: '', confirm: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(result.errors)).toEqual(['current']);
  });
});
