import type { TermHits } from './term-hits.ts';

/**
 * Where a term was found in a product, best first (docs/decisions/096): the beginning of a name,
 * a name, its categories' names and feature tags, its texts.
 */
export const PLACE = { nameStart: 0, name: 1, labels: 2, text: 3 } as const;
export type Place = (typeof PLACE)[keyof typeof PLACE];
export const PLACES = 4;
const NO_RANK = 0xffff;

/**
 * One term's best match in a product as one small number, lower is better: the place first, then
 * exact before a typo. 0 means not found.
 */
export const matchCode = (place: Place, typo: boolean) => 1 + place * 2 + (typo ? 1 : 0);
const placeOf = (code: number) => (code - 1) >> 1;
const typoOf = (code: number) => (code - 1) & 1;

/**
 * The rank of a product that every term found (`codes[term][product]` not 0), lower is better, or -1.
 * Fewer typos first (a word typed right beats one typed wrong), then the place: the beginning of a
 * name when the first term begins one and every other term is in a name too, otherwise the worst
 * place any term was found in. Products of one rank keep the catalogue's order.
 */
function rankOf(product: number, codes: readonly Uint8Array[]): number {
  let worst: number = PLACE.name;
  let typos = 0;
  for (const termCodes of codes) {
    const code = termCodes[product]!;
    if (code === 0) return -1;
    worst = Math.max(worst, placeOf(code));
    typos += typoOf(code);
  }
  const startsName = placeOf(codes[0]![product]!) === PLACE.nameStart && worst === PLACE.name;
  return typos * PLACES + (startsName ? PLACE.nameStart : worst);
}

/**
 * The products every term found, best first. Only those the rarest term found are looked at when
 * they are few, else the whole catalogue; either way in the catalogue's order, each product's rank
 * counted, then the products laid out rank by rank, so only a few candidates are ever sorted.
 */
export function ranked(hits: readonly TermHits[], catalogueSize: number): Int32Array {
  const codes = hits.map((termHits) => termHits.codes);
  const rarest = hits.reduce((a, b) => (b.products.length < a.products.length ? b : a));
  const candidates =
    rarest.products.length * 8 < catalogueSize ? Int32Array.from(rarest.products).sort() : undefined;
  const count = candidates ? candidates.length : catalogueSize;
  const productAt = (i: number) => (candidates ? candidates[i]! : i);
  const ranks = new Uint16Array(count).fill(NO_RANK);
  const starts = new Int32Array((hits.length + 1) * PLACES + 1);
  for (let i = 0; i < count; i++) {
    const rank = codes[0]![productAt(i)] === 0 ? -1 : rankOf(productAt(i), codes);
    if (rank < 0) continue;
    ranks[i] = rank;
    starts[rank + 1]!++;
  }
  for (let rank = 1; rank < starts.length; rank++) starts[rank]! += starts[rank - 1]!;
  const found = new Int32Array(starts[starts.length - 1]!);
  for (let i = 0; i < count; i++) {
    const rank = ranks[i]!;
    if (rank !== NO_RANK) found[starts[rank]!++] = productAt(i);
  }
  return found;
}
