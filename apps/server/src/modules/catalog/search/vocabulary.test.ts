import { describe, expect, it } from 'vitest';
import { nearPrefix } from './term-match.ts';
import { Vocabulary } from './vocabulary.ts';
import { queryTerms } from './words.ts';

/** Words of a small alphabet, so that many share beginnings and lie one edit from each other. */
function wordsOf(count: number, seed: number): string[] {
  // mulberry32: the same words every run.
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 2 + (next() % 8) }, () => 'abcde'[next() % 5]).join(''),
  );
}

describe('Vocabulary.nearlyBeginningWith', () => {
  it('finds exactly the words one edit from beginning with the term, as trying every word would', () => {
    const words = [...new Set(wordsOf(3000, 7))].sort();
    const vocabulary = new Vocabulary(words);
    const texts = wordsOf(400, 11).filter((word) => word.length >= 5);
    let matches = 0;
    for (const text of texts) {
      const [term] = queryTerms(text);
      const everyWord = words.filter((word) => !word.startsWith(term!.beginning) && nearPrefix(text, word));
      const found = vocabulary.nearlyBeginningWith(term!).map((i) => words[i]);
      expect(found.sort(), text).toEqual(everyWord);
      matches += found.length;
    }
    expect(texts.length).toBeGreaterThan(150);
    expect(matches).toBeGreaterThan(texts.length);
  });

  it('finds business from the usual slips', () => {
    const vocabulary = new Vocabulary(['brochure', 'business', 'sticker', 'stickers']);
    const near = (text: string) =>
      vocabulary.nearlyBeginningWith(queryTerms(text)[0]!).map((i) => vocabulary.words[i]);
    expect(near('bussiness')).toEqual(['business']);
    expect(near('bsuiness')).toEqual(['business']);
    expect(near('stiker').sort()).toEqual(['sticker', 'stickers']);
    expect(near('brochrue')).toEqual(['brochure']);
  });
});
