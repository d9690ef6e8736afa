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

/**
 * Every distinct word of the catalogue, sorted, and sorted again without its first letter, without
 * its second and without its third: a term's exact matches are one run of the first, its typos a
 * few short runs of all four (nearlyBeginningWith).
 */
export class Vocabulary {
  private readonly whole: SortedTexts;
  private readonly withoutFirst: SortedTexts;
  private readonly withoutSecond: SortedTexts;
  private readonly withoutThird: SortedTexts;

  constructor(readonly words: readonly string[]) {
    this.whole = new SortedTexts(words);
    this.withoutFirst = new SortedTexts(words.map((word) => withoutLetter(word, 0)));
    this.withoutSecond = new SortedTexts(words.map((word) => withoutLetter(word, 1)));
    this.withoutThird = new SortedTexts(words.map((word) => withoutLetter(word, 2)));
  }

  /** The positions of the words beginning with `beginning`. */
  beginningWith(beginning: string): number[] {
    return this.whole.beginningWith(beginning);
  }

  /**
   * The positions of the words that begin with a term only through one typo (term-match.ts). Only
   * the words that could are tried: an edit after the third letter leaves the first three as typed;
   * one in them is a letter deleted or two swapped (the word then begins with the rest), or a letter
   * replaced or inserted, whose word, that letter left out, begins with the term's three around it.
   * Three letters, not two: the words beginning with a term's first two were most of the cost of a
   * search never made before (bench `search`).
   */
  nearlyBeginningWith({ text, beginning }: Term): number[] {
    const [t0 = '', t1 = '', t2 = '', t3 = ''] = text;
    const candidates = [
      ...[t0 + t1 + t2, t1 + t2 + t3, t0 + t2 + t3, t0 + t1 + t3, t1 + t0 + t2, t0 + t2 + t1].flatMap(
        (head) => this.whole.beginningWith(head),
      ),
      ...this.withoutFirst.beginningWith(t1 + t2 + t3),
      ...this.withoutFirst.beginningWith(t0 + t1 + t2),
      ...this.withoutSecond.beginningWith(t0 + t2 + t3),
      ...this.withoutSecond.beginningWith(t0 + t1 + t2),
      ...this.withoutThird.beginningWith(t0 + t1 + t3),
      ...this.withoutThird.beginningWith(t0 + t1 + t2),
    ];
    return [...new Set(candidates)].filter((i) => {
      const word = this.words[i]!;
      return !word.startsWith(beginning) && nearPrefix(text, word);
    });
  }
}
