import { ENDPOINTS, LANGS } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { fieldTextAt } from '../i18n/fields.ts';
import { inputFields, withValue } from '../test/contract-inputs.ts';
import { VALID_VALUES } from '../test/valid-values.ts';
import { VALIDATOR_WORDING } from '../test/validator-wording.ts';
import { inputMessage } from './input-message.ts';

/** Wrong values of every type and size, as a form, a query string or JSON may carry them. */
const WRONG: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'abc',
  'NaN',
  '1.5',
  '-1',
  '2147483648',
  12345,
  -1,
  0,
  1.5,
  true,
  [],
  ['a'],
  {},
  'x'.repeat(5000),
];

/** What a validator puts in place of a value: never what a form would say, nor the input echoed. */
const VALIDATOR_VALUE = /\bNaN\b|\bundefined\b|\bnull\b|\[object|2147483647/;

/** What reads wrong in `message`, about the field `name` labelled `label`: validator words, a raw key, the other language. */
function wrongIn(message: string, lang: string, name: string, label: string): string | null {
  if (VALIDATOR_WORDING.test(message) || VALIDATOR_VALUE.test(message)) return 'validator wording';
  if (!label.includes(name) && new RegExp(`\\b${name}\\b`).test(message)) return 'the raw field name';
  if ((lang === 'zh') !== /\p{Script=Han}/u.test(message)) return 'the wrong language';
  return null;
}

describe('the message of a refused input', () => {
  it('reads like the form in English and Chinese, for every field of every call and any wrong value', () => {
    const unreadable = new Set<string>();
    for (const endpoint of ENDPOINTS) {
      const fields = inputFields(endpoint.input);
      const valid = Object.fromEntries(
        fields.filter((f) => f.path.length === 1).map((f) => [f.name, VALID_VALUES[f.name]]),
      );
      for (const field of fields) {
        for (const value of WRONG) {
          const result = endpoint.input.safeParse(withValue(valid, field.path, value), { reportInput: true });
          const issue = result.error?.issues[0];
          if (!issue) continue;
          const label = fieldTextAt(endpoint.path, issue.path)?.label;
          const name = String(issue.path.findLast((key) => typeof key === 'string') ?? '');
          for (const lang of LANGS) {
            const message = inputMessage(issue, endpoint.path, lang);
            const wrong = wrongIn(message, lang, name, label?.[lang] ?? '');
            if (wrong)
              unreadable.add(`${endpoint.path} ${field.path.join('.')} (${lang}): ${wrong}: ${message}`);
          }
        }
      }
    }
    expect([...unreadable]).toEqual([]);
  });
});
