import { describe, expect, it } from 'vitest';
import { choiceOf, countingOf, dayOf, searchOf } from './list-query';

describe('list-query', () => {
  it('takes a choice only when it is one of the choices, numbers included', () => {
    expect(choiceOf('paid', ['pending', 'paid'] as const)).toBe('paid');
    expect(choiceOf('PAID', ['pending', 'paid'] as const)).toBeUndefined();
    expect(choiceOf('2', [0, 1, 2] as const)).toBe(2);
    expect(choiceOf(null, [0, 1, 2] as const)).toBeUndefined();
  });

  it('takes days that exist, written YYYY-MM-DD', () => {
    expect(dayOf('2028-02-29')).toBe('2028-02-29');
    for (const value of ['2027-02-29', '2026-13-01', '2026-1-5', '20261105', 'today', '', null]) {
      expect(dayOf(value), String(value)).toBeUndefined();
    }
  });

  it('takes whole numbers from 1', () => {
    expect(countingOf('12')).toBe(12);
    for (const value of ['0', '-3', '1.5', 'x', '', null, '1e400'])
      expect(countingOf(value), String(value)).toBeUndefined();
  });

  it('writes the values that are set as a query string', () => {
    expect(searchOf({ a: 'x y', b: '', c: undefined, d: 0 })).toBe('?a=x+y&d=0');
    expect(searchOf({ a: '' })).toBe('');
  });
});
