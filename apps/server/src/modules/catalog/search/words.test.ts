import { describe, expect, it } from 'vitest';
import { queryTerms, searchKey, tokens } from './words.ts';

describe('how search reads text', () => {
  it('splits words from Chinese runs, folding case, accents and full-width letters', () => {
    expect(tokens('Café A4传单，ＫＴ板 Die-Cut 100%')).toEqual([
      'cafe',
      'a4',
      '传单',
      'kt',
      '板',
      'die',
      'cut',
      '100',
    ]);
  });

  it('reads one search typed in different ways as the same', () => {
    expect(searchKey('  Business   CARDS ')).toBe(searchKey('business cards'));
    expect(searchKey('%_')).toBe('');
  });

  it('turns what a shopper typed into terms: repeats dropped, plurals and typos marked', () => {
    expect(queryTerms('Gift boxes gift 名片')).toEqual([
      { text: 'gift', han: false, beginning: 'gift', typos: false },
      { text: 'boxes', han: false, beginning: 'box', typos: true },
      { text: '名片', han: true, beginning: '名片', typos: false },
    ]);
    expect(queryTerms('glass cards 48pt').map((term) => [term.beginning, term.typos])).toEqual([
      ['glass', true],
      ['card', true],
      ['48pt', false],
    ]);
  });
});
