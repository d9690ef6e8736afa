/**
 * How search reads text, the catalogue's and the shopper's alike: lower case, accents and
 * full-width forms folded, then split into words (runs of letters and digits) and runs of Chinese
 * characters, which have no spaces between words and are matched by substring instead
 * (docs/decisions/096).
 */

const TOKEN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const HAN = /^\p{Script=Han}/u;
const COMBINING_MARK = /\p{M}/gu;
const DIGIT = /\d/;

/** Words this long or longer match with one typo: shorter ones would match too much. */
const TYPO_MIN_LENGTH = 5;

export function fold(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARK, '').toLowerCase();
}

/** The words and Chinese runs of `text`, folded, in order. */
export function tokens(text: string): string[] {
  return fold(text).match(TOKEN) ?? [];
}

export const isHan = (token: string) => HAN.test(token);

/** The same for every way of typing one search ('Business  CARDS', 'business cards'). */
export const searchKey = (query: string) => tokens(query).join(' ');

export interface Term {
  text: string;
  /** Chinese: found inside the text, wherever it starts. */
  han: boolean;
  /**
   * What a word must begin with to match exactly: the term less a plural ending ('boxes' → box,
   * 'cards' → card), so singular and plural find each other.
   */
  beginning: string;
  /** Also matches a word one edit away (a letter missing, extra, wrong, or two swapped). */
  typos: boolean;
}

function withoutPlural(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return word;
  return word.endsWith('es') ? word.slice(0, -2) : word.slice(0, -1);
}

/** What a shopper typed, as the terms every found product must match; repeats are dropped. */
export function queryTerms(query: string): Term[] {
  return [...new Set(tokens(query))].map((text) => {
    const han = isHan(text);
    return {
      text,
      han,
      beginning: han ? text : withoutPlural(text),
      typos: !han && text.length >= TYPO_MIN_LENGTH && !DIGIT.test(text),
    };
  });
}
