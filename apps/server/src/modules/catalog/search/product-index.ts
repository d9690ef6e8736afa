import type { ListItemRow } from '../product-tiles.ts';
import { matchCode, PLACE, PLACES, type Place, ranked } from './rank.ts';
import { TermHits } from './term-hits.ts';
import { Vocabulary } from './vocabulary.ts';
import { fold, isHan, type Term, tokens } from './words.ts';

/** A shown product as search reads it, with the tile it answers. */
export interface SearchableProduct {
  tile: ListItemRow;
  /** Its names, English and Chinese. */
  names: string[];
  /** Its category's and parent category's names and its feature tags, in both languages. */
  labels: string[];
  /** Its description, service note and overview, as plain text in both languages. */
  texts: string[];
}

/** A product's Chinese runs, where a longer Chinese term is looked for: no term spans two runs. */
interface HanRuns {
  /** Its names folded whole, for a run they begin with. */
  names: string[];
  labels: string;
  text: string;
}

/**
 * A Chinese character, or two side by side, as one number (its UTF-16 unit, or both units): keys
 * that cost no string each, for the hundreds a product's texts hold.
 */
const gram = (run: string, at: number, length: number) =>
  length === 1 ? run.charCodeAt(at) : run.charCodeAt(at) * 0x10000 + run.charCodeAt(at + 1);

/** A product's words, and Chinese characters and pairs of them, each with the best place it is in. */
class ProductKeys {
  readonly words = new Map<string, Place>();
  readonly grams = new Map<number, Place>();

  /** Reads a text's words and its Chinese runs' characters and pairs; answers the runs. */
  read(text: string, placeAt: (token: number, offset: number) => Place): string[] {
    const runs: string[] = [];
    tokens(text).forEach((token, i) => {
      if (!isHan(token)) {
        keep(this.words, token, placeAt(i, 0));
        return;
      }
      runs.push(token);
      for (let at = 0; at < token.length; at++) {
        keep(this.grams, gram(token, at, 1), placeAt(i, at));
        if (at + 1 < token.length) keep(this.grams, gram(token, at, 2), placeAt(i, at));
      }
    });
    return runs;
  }
}

/** A term held by this share of the products is common, and at most this many such are kept. */
const COMMON_SHARE = 1 / 16;
const COMMON_KEPT = 256;

function keep<K>(places: Map<K, Place>, key: K, place: Place): void {
  if ((places.get(key) ?? PLACES) > place) places.set(key, place);
}

function append<K>(lists: Map<K, number[]>, key: K, value: number): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/**
 * All shown products' words in memory (docs/decisions/096): the products holding each distinct
 * word, and each Chinese character and pair of characters, with the best place it is in. A Chinese
 * term of one or two characters is looked up whole; a longer one in the products holding its rarest
 * pair. Products are held in the catalogue's order, so a position is also the order within a rank.
 */
export class ProductIndex {
  readonly tiles: readonly ListItemRow[];
  private readonly vocabulary: Vocabulary;
  private readonly wordPostings: Int32Array[];
  private readonly gramPostings = new Map<number, Int32Array>();
  private readonly hanRuns: HanRuns[];
  /**
   * What the terms many products hold found ('card', '名片'), kept while the index lives: most
   * searches have such a term, and reading its thousands of postings again was most of their cost.
   */
  private readonly commonHits = new Map<string, TermHits>();

  constructor(products: readonly SearchableProduct[]) {
    const wordLists = new Map<string, number[]>();
    const gramLists = new Map<number, number[]>();
    this.tiles = products.map((product) => product.tile);
    this.hanRuns = products.map((product, position) => {
      const keys = new ProductKeys();
      for (const name of product.names) {
        keys.read(name, (token, offset) => (token === 0 && offset === 0 ? PLACE.nameStart : PLACE.name));
      }
      const runs = {
        names: product.names.map(fold),
        labels: product.labels.flatMap((label) => keys.read(label, () => PLACE.labels)).join('\n'),
        text: product.texts.flatMap((text) => keys.read(text, () => PLACE.text)).join('\n'),
      };
      for (const [word, place] of keys.words) append(wordLists, word, position * PLACES + place);
      for (const [key, place] of keys.grams) append(gramLists, key, position * PLACES + place);
      return runs;
    });
    this.vocabulary = new Vocabulary([...wordLists.keys()].sort());
    this.wordPostings = this.vocabulary.words.map((word) => Int32Array.from(wordLists.get(word)!));
    for (const [key, list] of gramLists) this.gramPostings.set(key, Int32Array.from(list));
  }

  /** The positions of the products that match every term, best first. */
  search(terms: readonly Term[]): Int32Array {
    if (terms.length === 0) return new Int32Array(0);
    return ranked(
      terms.map((term) => this.termHits(term)),
      this.tiles.length,
    );
  }

  private termHits(term: Term): TermHits {
    const kept = this.commonHits.get(term.text);
    if (kept) return kept;
    const hits = term.han ? this.hanHits(term.text) : this.wordHits(term);
    if (hits.products.length >= this.tiles.length * COMMON_SHARE) {
      // A bound for a catalogue whose every word is common: a rebuilt index starts empty anyway.
      if (this.commonHits.size >= COMMON_KEPT) this.commonHits.clear();
      this.commonHits.set(term.text, hits);
    }
    return hits;
  }

  private wordHits(term: Term): TermHits {
    const hits = new TermHits(this.tiles.length);
    const postings = this.wordPostings;
    for (const word of this.vocabulary.beginningWith(term.beginning)) hits.hitAll(postings[word]!, false);
    if (term.typos) {
      for (const word of this.vocabulary.nearlyBeginningWith(term)) hits.hitAll(postings[word]!, true);
    }
    return hits;
  }

  /** A Chinese term is found inside a run, wherever it starts. */
  private hanHits(run: string): TermHits {
    const hits = new TermHits(this.tiles.length);
    if (run.length <= 2) {
      const whole = this.gramPostings.get(gram(run, 0, run.length));
      if (whole) hits.hitAll(whole, false);
      return hits;
    }
    let rarest: Int32Array | undefined;
    for (let at = 0; at + 1 < run.length; at++) {
      const holding = this.gramPostings.get(gram(run, at, 2));
      if (!holding) return hits;
      if (!rarest || holding.length < rarest.length) rarest = holding;
    }
    for (const posting of rarest ?? []) {
      const product = Math.floor(posting / PLACES);
      const place = placeOfRun(this.hanRuns[product]!, run);
      if (place !== null) hits.hit(product, matchCode(place, false));
    }
    return hits;
  }
}

function placeOfRun(runs: HanRuns, run: string): Place | null {
  if (runs.names.some((name) => name.startsWith(run))) return PLACE.nameStart;
  if (runs.names.some((name) => name.includes(run))) return PLACE.name;
  if (runs.labels.includes(run)) return PLACE.labels;
  return runs.text.includes(run) ? PLACE.text : null;
}
