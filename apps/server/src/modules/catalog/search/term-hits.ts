import { matchCode, PLACE, PLACES } from './rank.ts';

/** Every posting is a product's position times PLACES plus the best place it holds the key in. */
const PLACE_BITS = 2;

/** The products one term found, each with its best match as a rank.ts code, and the list of them. */
export class TermHits {
  readonly codes: Uint8Array;
  readonly products: number[] = [];

  constructor(catalogueSize: number) {
    this.codes = new Uint8Array(catalogueSize);
  }

  /** Keeps `code` for `product` where it is better than the one it has. */
  hit(product: number, code: number): void {
    const held = this.codes[product]!;
    if (held === 0) this.products.push(product);
    if (held === 0 || code < held) this.codes[product] = code;
  }

  /** Every product of `postings`, at the place each holds the key. */
  hitAll(postings: Int32Array, typo: boolean): void {
    const typoCode = matchCode(PLACE.nameStart, typo) - 1;
    for (let i = 0; i < postings.length; i++) {
      const posting = postings[i]!;
      // matchCode's number, spelt out: this loop runs for every product holding a word.
      this.hit(posting >> PLACE_BITS, ((posting & (PLACES - 1)) << 1) + 1 + typoCode);
    }
  }
}
