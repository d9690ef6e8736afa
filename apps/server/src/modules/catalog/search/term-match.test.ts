import { describe, expect, it } from 'vitest';
import { matchWord, nearPrefix } from './term-match.ts';
import { Vocabulary } from './vocabulary.ts';
import { queryTerms } from './words.ts';

const term = (text: string) => queryTerms(text)[0]!;

describe('nearPrefix: one edit from the beginning of a word', () => {
  it.each([
    ['bussiness', 'business', 'a letter too many'],
    ['busness', 'business', 'a letter missing'],
    ['businass', 'business', 'a letter wrong'],
    ['bsuiness', 'business', 'two neighbours swapped'],
    ['ubsiness', 'business', 'the first two swapped'],
    ['xusiness', 'business', 'the first letter wrong'],
    ['stiker', 'stickers', 'a letter missing, the plural after it'],
    ['postcrad', 'postcards', 'swapped before the plural'],
    ['busine', 'business', 'the word not yet finished'],
  ])('%s finds %s (%s)', (typed, word) => {
    expect(nearPrefix(typed, word)).toBe(true);
  });

  it.each([
    ['bussines', 'busy'],
    ['bsuinses', 'business'],
    ['stikkr', 'sticker'],
    ['lables', 'lab'],
    ['cardz', 'car'],
  ])('%s is more than one edit from %s', (typed, word) => {
    expect(nearPrefix(typed, word)).toBe(false);
  });
});

describe('matchWord', () => {
  it('matches the beginning of a word exactly, singular and plural alike', () => {
    expect(matchWord(term('card'), 'cardstock')).toBe('exact');
    expect(matchWord(term('cards'), 'card')).toBe('exact');
    expect(matchWord(term('boxes'), 'box')).toBe('exact');
    expect(matchWord(term('glass'), 'glas')).toBe('typo');
  });

  it('forgives a typo only from five letters, and never in numbers', () => {
    expect(matchWord(term('stiker'), 'stickers')).toBe('typo');
    expect(matchWord(term('lable'), 'label')).toBe('typo');
    expect(matchWord(term('lbel'), 'label')).toBeNull();
    expect(matchWord(term('12345'), '12346')).toBeNull();
  });
});

describe('Vocabulary.nearlyBeginningWith', () => {
  const words = [
    ...['business', 'businesses', 'busy', 'bus', 'sticker', 'stickers', 'stick', 'tickets', 'labels'],
    ...['tables', 'label', 'postcards', 'post', 'brochure', 'envelope', 'vinyl', 'kalori', 'kaluri'],
  ].sort();
  const vocabulary = new Vocabulary(words);

  it('finds exactly the words one typo away that every word tried one by one would', () => {
    for (const typed of [
      'bussiness',
      'stiker',
      'tsicker',
      'lables',
      'postcrads',
      'xenvelope',
      'kalori',
      'vinly',
    ]) {
      const found = vocabulary.nearlyBeginningWith(term(typed)).map((i) => words[i]);
      const expected = words.filter(
        (word) => !word.startsWith(term(typed).beginning) && nearPrefix(typed, word),
      );
      expect(found.sort(), typed).toEqual(expected);
    }
  });

  it('leaves out the words the term already begins exactly', () => {
    expect(vocabulary.nearlyBeginningWith(term('kalori')).map((i) => words[i])).toEqual(['kaluri']);
    expect(vocabulary.beginningWith('stick').map((i) => words[i])).toEqual(['stick', 'sticker', 'stickers']);
  });
});
