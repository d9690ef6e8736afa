import { nearPrefix } from './term-match.ts';
import type { Term } from './words.ts';

/** Texts sorted, each with the position of the word it stands for, so that a beginning is one run. */
class SortedTexts {
  private readonly texts: string[];
  private readonly positions: Int32Array;

  constructor(textOf: readonly string[]) {
    this.positions = Int32Array.from(textOf.keys()).sort((a, b) =>
      textOf[a]! < textOf[b]! ? -1 : textOf[a]! > textOf[b]! ? 1 : 0,
    );
    this.texts = Array.from(this.positions, (position) => textOf[position]!);
  }

  /** The positions of the words whose text begins with `beginning`. */
  beginningWith(beginning: string): number[] {
    let low = 0;
    let high = this.texts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.texts[middle]! < beginning) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let i = low; this.texts[i]?.startsWith(beginning); i++) found.push(this.positions[i]!);
    return found;
  }
}

const withoutLetter = (word: string, at: number) => word.slice(0, at) + word.slice(at + 1);
const swapped = (word: string, at: number) =>
  word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);

/** How many of a term's first letters a typo's candidates are looked up by (nearlyBeginningWith). */
const HEAD = 4;

/**
 * Every distinct word of the catalogue, sorted, and sorted again without each of its first HEAD
 * letters: a term's exact matches are one run of the first, its typos a few short runs of all of
 * them (nearlyBeginningWith).
 */
export class Vocabulary {
  private readonly whole: SortedTexts;
  private readonly withoutLetterAt: SortedTexts[];

  constructor(readonly words: readonly string[]) {
    this.whole = new SortedTexts(words);
    this.withoutLetterAt = Array.from(
      { length: HEAD },
      (_, at) => new SortedTexts(words.map((word) => withoutLetter(word, at))),
    );
  }

  /** The positions of the words beginning with `beginning`. */
  beginningWith(beginning: string): number[] {
    return this.whole.beginningWith(beginning);
  }

  /**
   * The positions of the words that begin with a term of five letters or more only through one
   * typo (term-match.ts). Only the words that could are tried: an edit after the term's first HEAD
   * letters leaves them as typed; one at a letter among them is a letter deleted or two swapped
   * (the word then begins with the term so changed), or a letter replaced or inserted there (the
   * word, that letter left out, begins with the term less it, or with the term). Four letters, not
   * three or two: the words sharing a shorter beginning were most of the cost of a search never
   * made before (bench `search`).
   */
  nearlyBeginningWith({ text, beginning }: Term): number[] {
    const head = (changed: string) => changed.slice(0, HEAD);
    const typed = head(text);
    const candidates = new Set(this.whole.beginningWith(typed));
    const add = (sorted: SortedTexts, key: string) => {
      for (const position of sorted.beginningWith(key)) candidates.add(position);
    };
    this.withoutLetterAt.forEach((without, at) => {
      const deleted = head(withoutLetter(text, at));
      add(this.whole, deleted);
      add(this.whole, head(swapped(text, at)));
      add(without, deleted);
      add(without, typed);
    });
    return [...candidates].filter((i) => {
      const word = this.words[i]!;
      return !word.startsWith(beginning) && nearPrefix(text, word);
    });
  }
}
