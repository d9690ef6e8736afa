import { admin, api, centsToDollars, type Lang, MAX_ORDER_TOTAL_CENTS, toFixed2 } from '@printshop/contract';
import type { z } from 'zod';
import { fieldTextAt } from '../i18n/fields.ts';
import { type MessageKey, t } from '../i18n/messages.ts';

type Issue = z.core.$ZodIssue;

const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

/**
 * Of a union's failed branches, the issue that says most: a length, range or format rather
 * than "not this type", so '' | date refuses 'tomorrow' as a badly written date.
 */
function telling(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue;
  const inner = issue.errors.flat().map(telling);
  return inner.find((i) => i.code !== 'invalid_type' && i.code !== 'invalid_value') ?? issue;
}

/** The message template and its numbers for one issue, whatever field it is about. */
function template(issue: Issue): [MessageKey, Record<string, string | number>] {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return ['fieldRequired', {}];
      if (issue.expected === 'int') return ['fieldNotWhole', {}];
      return [issue.expected === 'number' ? 'fieldNotNumber' : 'fieldInvalid', {}];
    case 'too_small':
      if (isNumeric(issue.origin)) return ['fieldTooSmall', { min: Number(issue.minimum) }];
      if (Number(issue.minimum) <= 1) return ['fieldRequired', {}];
      return [issue.origin === 'string' ? 'fieldTooShort' : 'fieldInvalid', { min: Number(issue.minimum) }];
    case 'too_big':
      if (isNumeric(issue.origin)) return ['fieldTooBig', { max: Number(issue.maximum) }];
      return [issue.origin === 'array' ? 'fieldTooMany' : 'fieldTooLong', { max: Number(issue.maximum) }];
    case 'invalid_format':
      if (issue.format === 'email') return ['fieldEmail', {}];
      return [issue.format === 'date' ? 'fieldDate' : 'fieldInvalid', {}];
    case 'invalid_value':
      return ['fieldChoose', {}];
    case 'custom':
      if (issue.params?.reason === admin.DAY_OUT_OF_RANGE) {
        return ['fieldDayRange', { min: admin.FILTER_DAYS.first, max: admin.FILTER_DAYS.last }];
      }
      if (issue.params?.reason === admin.COUPON_PERCENT_RANGE) return ['couponPercentRange', {}];
      if (issue.params?.reason === admin.COUPON_END_BEFORE_START) return ['couponEndBeforeStart', {}];
      if (issue.params?.reason === admin.OFFER_TOTAL_TOO_LARGE) {
        const max = toFixed2(centsToDollars(MAX_ORDER_TOTAL_CENTS));
        return ['offerTotalTooLarge', { max, maxWithSign: `$${max}` }];
      }
      if (issue.params?.reason === admin.RULES_REPEATED) return ['rowRepeated', {}];
      if (issue.params?.reason === admin.SHIPPING_NEEDS_ANY) return ['shippingNeedsAny', {}];
      if (issue.params?.reason === admin.TRANSIT_REVERSED) return ['transitReversed', {}];
      if (issue.params?.reason === admin.CUTOFF_FORMAT) return ['cutoffFormat', {}];
      if (issue.params?.reason === admin.HOLIDAY_REPEATED) return ['holidayRepeated', {}];
      if (issue.params?.reason === admin.CATEGORY_SLUG_FORMAT) return ['categorySlugFormat', {}];
      if (issue.params?.reason === admin.PRODUCT_CODE_REPEATED)
        return ['productCodeRepeated', { code: String(issue.params.code) }];
      if (issue.params?.reason === admin.PRODUCT_CODES_AMBIGUOUS)
        return ['productCodesAmbiguous', { codes: String(issue.params.codes) }];
      if (issue.params?.reason === admin.PRODUCT_TOO_MANY_COMBINATIONS)
        return ['productTooManyCombinations', { max: admin.PRODUCT_LIMITS.skus }];
      return [issue.params?.reason === api.UNSTORABLE_TEXT ? 'fieldUnstorable' : 'fieldInvalid', {}];
    default:
      return ['fieldInvalid', {}];
  }
}

/**
 * What a field chosen from a list or a link can only be refused for: a value the form never
 * offered, whatever its type or size. A list too long or a field's own rule still says so.
 */
const NOT_OFFERED = new Set<MessageKey>([
  'fieldRequired',
  'fieldNotNumber',
  'fieldNotWhole',
  'fieldTooSmall',
  'fieldTooBig',
  'fieldTooShort',
  'fieldTooLong',
  'fieldEmail',
  'fieldDate',
  'fieldInvalid',
  'fieldUnstorable',
]);

/**
 * What a shopper reads when the input of the call at `path` is refused: the first problem,
 * naming its field as the form does, in docs/product.md's words where it has them. Never the
 * validator's own text.
 */
export function inputMessage(issue: Issue, path: string, lang: Lang): string {
  const name = issue.path.findLast((key): key is string => typeof key === 'string');
  if (name === undefined) return t(lang, 'requestInvalid');
  const text = fieldTextAt(path, issue.path) ?? { label: { en: name, zh: name } };
  const [told, params] = template(telling(issue));
  const key = text.chosen && NOT_OFFERED.has(told) ? 'fieldChoose' : told;
  if ((key === 'fieldRequired' || key === 'fieldChoose') && text.required) return text.required[lang];
  const label = text.label[lang];
  return t(lang, key, { ...params, field: label, Field: label.charAt(0).toUpperCase() + label.slice(1) });
}
