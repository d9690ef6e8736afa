import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText } from '../text.ts';
import { idParam, numberFromForm, optionalText, requiredText } from './inputs.ts';

describe('text inputs', () => {
  it('refuses NUL and unpaired surrogates, and keeps every other text, emoji included', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
      expect(requiredText(50).safeParse(bad).success).toBe(false);
    }
    for (const good of ['', 'Ada', '名片', '😀 ok', 'tab\there', '\u00a0']) {
      expect(isStorableText(good), good).toBe(true);
    }
    expect(requiredText(50).safeParse('  名片 😀 ').data).toBe('名片 😀');
  });

  it('names the refusal so the server can say which field and why', () => {
    const [issue] = optionalText(10).safeParse('a\u0000').error!.issues;
    expect(issue).toMatchObject({ code: 'custom', params: { reason: 'unstorableText' } });
  });
});

describe('number inputs', () => {
  const qty = numberFromForm(z.number().int().min(1).max(1000));

  it('reads a number written by a form or query string as that number', () => {
    expect(qty.parse('500')).toBe(500);
    expect(qty.parse(' 7 ')).toBe(7);
    expect(qty.parse(12)).toBe(12);
    expect(qty.parse('1e2')).toBe(100);
  });

  it('never makes a number of a boolean, a list, an object or other text', () => {
    for (const bad of [
      true,
      false,
      [],
      ['5'],
      { n: 5 },
      'NaN',
      'Infinity',
      '1e309',
      '0x10',
      '5 apples',
      '1,000',
    ]) {
      expect(qty.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("reads '' and null as not given, so a required number is missing and a default applies", () => {
    const [issue] = qty.safeParse('', { reportInput: true }).error!.issues;
    expect(issue).toMatchObject({ code: 'invalid_type', expected: 'number' });
    expect(issue!.input).toBeUndefined();
    expect(numberFromForm(z.number().default(3)).parse('')).toBe(3);
    expect(numberFromForm(z.number().optional()).parse(null)).toBeUndefined();
  });

  it('keeps ids within PostgreSQL integers', () => {
    expect(idParam.parse('2147483647')).toBe(2147483647);
    expect(idParam.safeParse('2147483648').success).toBe(false);
    expect(idParam.safeParse('0').success).toBe(false);
    expect(idParam.safeParse('1.5').success).toBe(false);
  });
});
