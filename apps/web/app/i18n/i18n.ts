import { LANG_TAGS, type Lang } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import type { en } from './en';
import type { Messages } from './messages';

/** The dotted path of every string in T: `header.openMenu`. */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

type Path = Paths<typeof en>;

/** A counted message is asked for without its `_one` or `_other` ending (every one has `_other`). */
type Counted<P> = P extends `${infer Key}_other` ? Key : never;
type CountedKey = Counted<Path>;

/** What `t` takes: the English catalogue's paths, a counted message by its name without ending. */
export type MessageKey = Exclude<Path, `${string}_one` | `${string}_other`> | CountedKey;

type Values = Readonly<Record<string, string | number>>;

/** A counted message needs the count that picks its form. */
export type Translate = <K extends MessageKey>(
  key: K,
  ...values: K extends CountedKey ? [Values & { readonly count: number }] : [Values?]
) => string;

/**
 * Which form a count takes. A plain rule per language rather than Intl.PluralRules, which
 * storefront pages do not make while hydrating (docs/decisions/107). Chinese has no singular.
 */
const PLURAL: Record<Lang, (count: number) => 'one' | 'other'> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  zh: () => 'other',
};

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The translator of one language, made per render (per request on the server) from only that
 * language's catalogue: the browser receives that one catalogue through the root loader's data.
 * A key with no message comes back as it is, so a gap shows on the page instead of breaking it.
 */
export function createTranslate(lang: Lang, messages: Messages): Translate {
  const plural = PLURAL[lang];
  return (key: string, values?: Values) => {
    const count = values?.count;
    // A count given to a message without forms (`Total {{count}}`) only fills its placeholder.
    const message =
      (typeof count === 'number' ? lookup(messages, `${key}_${plural(count)}`) : undefined) ??
      lookup(messages, key);
    if (message === undefined) return key;
    return values ? interpolate(message, values) : message;
  };
}

/** BCP 47 tag for the html lang attribute and hreflang. */
export function htmlLang(lang: Lang): string {
  return LANG_TAGS[lang];
}
