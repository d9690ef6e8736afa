import type { Term } from './words.ts';

/**
 * Whether `word` begins with `term` give or take one edit: a letter inserted, deleted or replaced,
 * or two neighbours swapped ('bussiness' → business, 'stiker' → stickers, 'bsuiness' → business).
 * A beginning rather than the whole word, so a term still being typed or missing its plural finds it.
 *
 * With a single edit allowed, it can be taken at the first letter where the two differ: each kind
 * of edit then leaves the rest of the term to match the word from a known position.
 */
export function nearPrefix(term: string, word: string): boolean {
  let i = 0;
  while (i < term.length && term[i] === word[i]) i++;
  if (i === term.length) return true;
  const rest = term.slice(i + 1);
  return (
    word.startsWith(rest, i + 1) ||
    word.startsWith(rest, i) ||
    word.startsWith(term.slice(i), i + 1) ||
    (term[i] === word[i + 1] && term[i + 1] === word[i] && word.startsWith(term.slice(i + 2), i + 2))
  );
}

/** How a word term finds a word: its beginning (or its stem's) exactly, through a typo, or not at all. */
export type WordMatch = 'exact' | 'typo' | null;

export function matchWord(term: Term, word: string): WordMatch {
  if (word.startsWith(term.beginning)) return 'exact';
  return term.typos && nearPrefix(term.text, word) ? 'typo' : null;
}
