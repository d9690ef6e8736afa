import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../http/errors.ts';
import { expiryState, luhnValid, normaliseCardNumber, validateCard } from './cards.ts';

describe('card checks of the test provider', () => {
  it('knows the Luhn checksum', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
      '378282246310005',
    ])
      expect(luhnValid(n), n).toBe(true);
    for (const n of ['4242424242424241', '1234567812345678']) expect(luhnValid(n), n).toBe(false);
  });

  it('accepts spaces and dashes, and 12 to 19 digits only', () => {
    expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242')).toBeNull();
    expect(normaliseCardNumber('4242 4242 4242 424a')).toBeNull();
    expect(normaliseCardNumber('')).toBeNull();
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date(Date.UTC(2030, 5, 30, 23, 0));
    expect(expiryState('06/30', now)).toBe('valid');
    expect(expiryState('6/2030', now)).toBe('valid');
    expect(expiryState(' 07 / 30 ', now)).toBe('valid');
    expect(expiryState('05/30', now)).toBe('expired');
    expect(expiryState('12/29', now)).toBe('expired');
    expect(expiryState('00/31', now)).toBe('invalid');
    expect(expiryState('13/31', now)).toBe('invalid');
    expect(expiryState('0631', now)).toBe('invalid');
  });

  it('reports the first problem in form order with its message key', () => {
    const now = new Date(Date.UTC(2030, 0, 1));
    const keyOf = (card: { number: string; expiry: string; cvc: string }) => {
      try {
        validateCard(card, now);
        return 'ok';
      } catch (error) {
        return (error as HttpError).key;
      }
    };
    expect(keyOf({ number: '4242424242424241', expiry: 'x', cvc: '' })).toBe('cardNumberInvalid');
    expect(keyOf({ number: '4242424242424242', expiry: '01/29', cvc: '' })).toBe('cardExpired');
    expect(keyOf({ number: '4242424242424242', expiry: '01/30', cvc: '1' })).toBe('cardCvcInvalid');
    expect(keyOf({ number: '4242424242424242', expiry: '01/30', cvc: '1234' })).toBe('ok');
  });
});
