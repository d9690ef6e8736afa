import type { LocalizedText } from '@printshop/contract';
import { matchWord, type WordMatch } from './term-match.ts';
import { fold, isHan, type Term, tokens } from './words.ts';

/** A shown category as search reads it. */
export interface SearchableCategory {
  id: number;
  level: number;
  name: LocalizedText;
  popular: boolean;
}

interface FoldedNames {
  names: string[];
  words: string[];
}

/**
 * The shown categories' names, a few dozen, matched one by one: the same terms as products, a
 * Chinese term inside a name, a word at the beginning of one of its words or through a typo.
 */
export class CategoryIndex {
  private readonly folded: FoldedNames[];

  constructor(readonly categories: readonly SearchableCategory[]) {
    this.folded = categories.map((category) => {
      const names = Object.values(category.name).map(fold);
      return { names, words: names.flatMap(tokens).filter((token) => !isHan(token)) };
    });
  }

  /** The categories whose names match every term, those without a typo first. */
  matching(terms: readonly Term[], limit: number): SearchableCategory[] {
    if (terms.length === 0) return [];
    const exact: SearchableCategory[] = [];
    const typo: SearchableCategory[] = [];
    this.categories.forEach((category, i) => {
      const matches = terms.map((term) => this.match(i, term));
      if (matches.every((match) => match === 'exact')) exact.push(category);
      else if (matches.every(Boolean)) typo.push(category);
    });
    return [...exact, ...typo].slice(0, limit);
  }

  /**
   * Where to look when nothing was found: the categories whose names match some of the terms, those
   * matching the most first, or else the popular ones (the home page's list).
   */
  instead(terms: readonly Term[], limit: number): SearchableCategory[] {
    const counted = this.categories
      .map((category, i) => ({ category, count: terms.filter((term) => this.match(i, term)).length }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count);
    if (counted.length > 0) return counted.slice(0, limit).map(({ category }) => category);
    return this.categories.filter((category) => category.popular).slice(0, limit);
  }

  private match(i: number, term: Term): WordMatch {
    const { names, words } = this.folded[i]!;
    if (term.han) return names.some((name) => name.includes(term.text)) ? 'exact' : null;
    let best: WordMatch = null;
    for (const word of words) {
      const match = matchWord(term, word);
      if (match === 'exact') return match;
      best ??= match;
    }
    return best;
  }
}
