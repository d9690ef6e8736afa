import type { Lang } from '@printshop/contract';
import { htmlLang } from '~/i18n/i18n';
import { interpolate } from '~/lib/interpolate';
import { adminTexts } from '../i18n/admin-texts';

interface TextCount {
  /** `1,234 / 2,000`, and by how much the text is over when it is. */
  label: string;
  over: boolean;
}

/**
 * How much of a field's limit its text uses, in the reader's language. Counted as the contract's
 * schemas count (UTF-16 units, as zod's max), so the counter and the server's 400 agree.
 */
export function textCount(text: string, max: number, lang: Lang): TextCount {
  const number = new Intl.NumberFormat(htmlLang(lang));
  const labels = adminTexts(lang).textLimit;
  const over = text.length - max;
  const values = { count: number.format(text.length), max: number.format(max), over: number.format(over) };
  return over > 0
    ? { label: interpolate(labels.over, values), over: true }
    : { label: interpolate(labels.count, values), over: false };
}
