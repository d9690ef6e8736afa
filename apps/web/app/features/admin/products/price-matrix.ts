import { admin, formatMoney, type Lang, shareOfCents } from '@printshop/contract';

export type Sku = admin.PriceMatrix['skus'][number];
type Group = admin.PriceMatrix['groups'][number];

/**
 * The prices typed into a matrix's grid and not saved yet, as typed, by combination (its codes):
 * only the cells touched. A cell typed back to its saved price is no change.
 */
export type Drafts = Readonly<Record<string, string>>;

/**
 * A cell as the grid marks it: as saved, changed (and sent by the next save), not a price at all,
 * or a combination with no price yet and none typed.
 */
export type CellState = 'kept' | 'changed' | 'invalid' | 'missing';

/** The dollars a cell's text says, or null when it says no number (empty, a letter). */
function typedDollars(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * A cell's state. The grid checks only that a price is a number; the server judges the rest (at
 * least a cent, at most two decimals) and its refusal says which rule.
 */
export function cellState(sku: Sku, drafts: Drafts): CellState {
  const text = drafts[sku.codes];
  if (text === undefined || (sku.price === null && text.trim() === '')) {
    return sku.price === null ? 'missing' : 'kept';
  }
  const value = typedDollars(text);
  if (value === null) return 'invalid';
  return value === sku.price ? 'kept' : 'changed';
}

/** What a cell shows: its typed text, or its saved price with two decimals; empty without either. */
export function cellText(sku: Sku, drafts: Drafts): string {
  return drafts[sku.codes] ?? sku.price?.toFixed(2) ?? '';
}

export interface Changes {
  /** The changed cells, as the save sends them: one request for all. */
  cells: { codes: string; price: number }[];
  /** How many touched cells hold no number: nothing is sent while there are any. */
  invalid: number;
}

/** The cells a save sends, in the matrix's order, and how many cannot be sent. */
export function changesOf(skus: readonly Sku[], drafts: Drafts): Changes {
  const cells: Changes['cells'] = [];
  let invalid = 0;
  if (Object.keys(drafts).length === 0) return { cells, invalid };
  for (const sku of skus) {
    const state = cellState(sku, drafts);
    if (state === 'invalid') invalid += 1;
    if (state === 'changed') cells.push({ codes: sku.codes, price: Number(drafts[sku.codes]!.trim()) });
  }
  return { cells, invalid };
}

/** One choice per group: a value's code, or '' for all of them. */
export type GroupFilters = readonly string[];

/**
 * The combinations the filters leave: those whose value of each filtered group is the one chosen.
 * A combination names its values by label, in group order; a group's labels are its own.
 */
export function filteredRows(
  groups: readonly Group[],
  skus: readonly Sku[],
  filters: GroupFilters,
): readonly Sku[] {
  const wanted = groups
    .map((group, index) => ({
      index,
      label: group.values.find((value) => value.code === filters[index])?.label,
    }))
    .filter((filter): filter is { index: number; label: string } => filter.label !== undefined);
  if (wanted.length === 0) return skus;
  return skus.filter((sku) => wanted.every(({ index, label }) => sku.values[index] === label));
}

/**
 * A percentage a price may move by, as the contract takes it (from −90 to 500, not 0, at most two
 * decimals), or null.
 */
export function percentOf(text: string): number | null {
  const value = typedDollars(text);
  if (value === null || value === 0) return null;
  if (value < -admin.PRODUCT_LIMITS.repriceDown || value > admin.PRODUCT_LIMITS.repriceUp) return null;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? value : null;
}

/**
 * A price moved by a percentage, as the server moves it: in basis points, rounded half up to the
 * cent, and never below one.
 */
export function movedCents(cents: number, percent: number): number {
  return Math.max(1, shareOfCents(cents, Math.round((100 + percent) * 100), 10_000));
}

/**
 * The grid's typed prices once the rows shown are moved by a percentage: each from what its cell
 * holds (a typed price, else the saved one; a cell holding no number moves from its saved price).
 * Only the grid changes: the owner reviews, then saves.
 */
export function movedDrafts(rows: readonly Sku[], drafts: Drafts, percent: number): Drafts {
  const next: Record<string, string> = { ...drafts };
  for (const sku of rows) {
    const from = cellState(sku, drafts) === 'changed' ? Number(drafts[sku.codes]!.trim()) : sku.price;
    // A combination without a price has none to move.
    if (from !== null) next[sku.codes] = (movedCents(Math.round(from * 100), percent) / 100).toFixed(2);
  }
  return next;
}

/**
 * The grid's typed prices once every combination is filled from rules (admin.pricesFromRules):
 * each cell holds its rule's price, marked where it differs from the saved one. Only the grid
 * changes: the owner adjusts any cell, then saves.
 */
export function filledDrafts(prices: ReadonlyMap<string, number>): Drafts {
  return Object.fromEntries([...prices].map(([codes, price]) => [codes, price.toFixed(2)]));
}

/** How many combinations have no price saved. */
export const unpricedCount = (skus: readonly Sku[]) => skus.filter((sku) => sku.price === null).length;

/** A product's prices in the list: "$12.00 – $48.00", one price when all are the same, `none` without any. */
export function priceRange(min: number | null, max: number | null, lang: Lang, none: string): string {
  if (min === null || max === null) return none;
  if (min === max) return formatMoney(min, lang);
  return `${formatMoney(min, lang)} – ${formatMoney(max, lang)}`;
}
