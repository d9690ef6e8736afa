import { CODE } from '@printshop/contract';
import { HttpError } from '../../http/errors.ts';
import type { CardDetails } from './provider.ts';

/** The Luhn checksum every real card number satisfies; catches most typing slips. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces and dashes are how people type card numbers; anything else makes it invalid. */
export function normaliseCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? digits : null;
}

/** MM/YY (or MM/YYYY); a card is valid through the last day of its expiry month. */
export function expiryState(raw: string, now = new Date()): 'valid' | 'expired' | 'invalid' {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? 'expired' : 'valid';
}

/** Checks the card fields in the order the form shows them; returns the digits of the number. */
export function validateCard(card: CardDetails, now = new Date()): string {
  const digits = normaliseCardNumber(card.number);
  if (!digits) throw new HttpError(CODE.badRequest, 'cardNumberInvalid');
  const expiry = expiryState(card.expiry, now);
  if (expiry === 'invalid') throw new HttpError(CODE.badRequest, 'cardExpiryInvalid');
  if (expiry === 'expired') throw new HttpError(CODE.badRequest, 'cardExpired');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new HttpError(CODE.badRequest, 'cardCvcInvalid');
  return digits;
}
