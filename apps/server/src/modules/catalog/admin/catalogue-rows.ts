import { admin, centsToDollars, toFixed2 } from '@printshop/contract';
import type { CsvValue } from '../../../lib/csv.ts';

type Column = admin.CatalogueColumn;
type ProductDraft = admin.ProductDraft;
type Bilingual = { en: string; zh: string };

/**
 * The catalogue CSV's rows, both ways: a product and its prices as rows, and rows back as a
 * product draft (not yet checked: the contract's productDraft does that) with its prices. One
 * row per combination; the product's fields on its first row, and on later rows either empty
 * or the same (a spreadsheet's fill-down is fine).
 */

const SEP = admin.LIST_SEPARATOR;
const LANGS = ['en', 'zh'] as const;

/** Columns that say what a combination's values are: their labels and the pages they print. */
const VALUE_COLUMNS: readonly Column[] = ['values:en', 'values:zh', 'pages'];

/** Columns that describe the product, as opposed to one combination. */
const PRODUCT_COLUMNS = admin.CATALOGUE_COLUMNS.filter(
  (column) => !['productNo', ...VALUE_COLUMNS, 'codes', 'price'].includes(column),
);

/** The cells of a product's first row that describe the product: what an import compares to see a change. */
export function productCells(draft: ProductDraft, categorySlug: string): Partial<Record<Column, CsvValue>> {
  const size = draft.printSize;
  const cells: Partial<Record<Column, CsvValue>> = {
    category: categorySlug,
    images: draft.images.join(SEP),
    topSeller: yesNo(draft.topSeller),
    featured: yesNo(draft.featured),
    isNew: yesNo(draft.isNew),
    bestDeal: yesNo(draft.bestDeal),
    active: yesNo(draft.active),
    productionDays: draft.productionDays,
    trimWidthMm: size?.trimWidthMm,
    trimHeightMm: size?.trimHeightMm,
    bleedMm: size?.bleedMm,
  };
  for (const lang of LANGS) {
    cells[`name:${lang}`] = draft.name[lang];
    cells[`remark:${lang}`] = draft.remark[lang];
    cells[`service:${lang}`] = draft.serverContent[lang];
    cells[`tags:${lang}`] = draft.featureTags[lang].join(SEP);
    cells[`overview:${lang}`] = draft.overview
      .map((row) => `${row.key[lang]}: ${row.value[lang]}`)
      .join('\n');
    cells[`options:${lang}`] = draft.groups.map((group) => group.name[lang]).join(SEP);
  }
  return cells;
}

/** The product columns whose cells differ between two versions of a product. */
export function changedColumns(
  before: Partial<Record<Column, CsvValue>>,
  after: Partial<Record<Column, CsvValue>>,
): Column[] {
  return PRODUCT_COLUMNS.filter((column) => String(before[column] ?? '') !== String(after[column] ?? ''));
}

/**
 * The value columns whose cells differ between two versions of a product's options: a value's
 * labels or pages, found by its code. A new value makes new combinations, which their prices tell.
 */
export function changedValueColumns(before: ProductDraft['groups'], after: ProductDraft['groups']): Column[] {
  const was = new Map(before.flatMap((group) => group.values).map((value) => [value.code, value]));
  const changed = new Set<Column>();
  for (const value of after.flatMap((group) => group.values)) {
    const old = was.get(value.code);
    if (!old) continue;
    if (old.label.en !== value.label.en) changed.add('values:en');
    if (old.label.zh !== value.label.zh) changed.add('values:zh');
    if (old.pages !== value.pages) changed.add('pages');
  }
  return VALUE_COLUMNS.filter((column) => changed.has(column));
}

/** Whether a column says what a combination's values are, rather than what the product is. */
export const isValueColumn = (column: string) => (VALUE_COLUMNS as readonly string[]).includes(column);

/** A combination's pages cell: each value's pages in option order, empty when none of them says any. */
const pagesCell = (pages: (number | null)[]) =>
  pages.every((count) => count === null) ? '' : pages.map((count) => count ?? '').join(SEP);

/** A product's rows, one per combination in the matrix's order; an unpriced combination has an empty price. */
export function productRows(
  draft: ProductDraft,
  categorySlug: string,
  combinations: {
    codes: string[];
    labels: Bilingual[];
    pages: (number | null)[];
    priceCents: number | null;
  }[],
): CsvValue[][] {
  const first = productCells(draft, categorySlug);
  return combinations.map((combination, index) => {
    const cells: Partial<Record<Column, CsvValue>> = {
      ...(index === 0 ? first : {}),
      productNo: draft.productNo,
      'values:en': combination.labels.map((label) => label.en).join(SEP),
      'values:zh': combination.labels.map((label) => label.zh).join(SEP),
      codes: combination.codes.join(SEP),
      pages: pagesCell(combination.pages),
      price: combination.priceCents === null ? '' : toFixed2(centsToDollars(combination.priceCents)),
    };
    return admin.CATALOGUE_COLUMNS.map((column) => cells[column]);
  });
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A problem with one cell, before the draft is checked: the message key and its values. */
export interface RowProblem {
  row: number;
  column: Column;
  problem:
    | 'missing'
    | 'notYesNo'
    | 'notNumber'
    | 'notPrice'
    | 'differs'
    | 'optionCount'
    | 'labelDiffers'
    | 'pagesDiffer'
    | 'repeated';
}

/** A product read from its rows: the draft's fields as written, its category's slug and its prices in cents. */
export interface ReadProduct {
  row: number;
  categorySlug: string;
  draft: Omit<ProductDraft, 'categoryId'>;
  prices: Map<string, number>;
  /** The row each combination was read from, by its codes. */
  rowOf: Map<string, number>;
}

/** A record of the file: its cells by column, and its row number (the header is row 1). */
export interface CsvRecord {
  row: number;
  cells: Partial<Record<Column, string>>;
}

const split = (cell: string | undefined) =>
  (cell ?? '')
    .split(SEP)
    .map((part) => part.trim())
    .filter((part) => part !== '');

function overviewRows(cells: Partial<Record<Column, string>>) {
  const lines = (lang: 'en' | 'zh') =>
    (cells[`overview:${lang}`] ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const at = line.indexOf(': ');
        return at < 0 ? { key: line, value: '' } : { key: line.slice(0, at), value: line.slice(at + 2) };
      });
  const en = lines('en');
  const zh = lines('zh');
  return Array.from({ length: Math.max(en.length, zh.length) }, (_, i) => ({
    key: { en: en[i]?.key ?? '', zh: zh[i]?.key ?? '' },
    value: { en: en[i]?.value ?? '', zh: zh[i]?.value ?? '' },
  }));
}

/**
 * A record's pages cell, one part per option: an empty part (or cell) prints no pages, a number
 * is the contract's to check. What is no number, or a cell of another length, is noted, and its
 * parts are undefined: unknown rather than none.
 */
function readPages(
  record: CsvRecord,
  options: number,
  note: (row: number, column: Column, problem: RowProblem['problem']) => void,
): (number | null | undefined)[] {
  const cell = (record.cells.pages ?? '').trim();
  if (cell === '') return Array.from({ length: options }, () => null);
  const parts = cell.split(SEP).map((part) => part.trim());
  if (parts.length !== options) {
    note(record.row, 'pages', 'optionCount');
    return [];
  }
  return parts.map((part) => {
    if (part === '') return null;
    const count = Number(part);
    if (Number.isFinite(count)) return count;
    note(record.row, 'pages', 'notNumber');
    return undefined;
  });
}

/** Reads the records of one product (in file order) into its draft and prices, noting every problem. */
export function readProduct(records: CsvRecord[], problems: RowProblem[]): ReadProduct {
  const [head] = records as [CsvRecord, ...CsvRecord[]];
  const cells = head.cells;
  const note = (row: number, column: Column, problem: RowProblem['problem']) =>
    problems.push({ row, column, problem });
  const flag = (column: Column) => {
    const cell = (cells[column] ?? '').trim().toLowerCase();
    if (['yes', 'true', '1'].includes(cell)) return true;
    if (['no', 'false', '0', ''].includes(cell)) return false;
    note(head.row, column, 'notYesNo');
    return false;
  };
  const number = (column: Column): number | null => {
    const cell = (cells[column] ?? '').trim();
    if (cell === '') return null;
    const value = Number(cell);
    if (!Number.isFinite(value)) note(head.row, column, 'notNumber');
    return Number.isFinite(value) ? value : null;
  };
  const both = (column: 'name' | 'remark' | 'service'): Bilingual => ({
    en: (cells[`${column}:en`] ?? '').trim(),
    zh: (cells[`${column}:zh`] ?? '').trim(),
  });
  const width = number('trimWidthMm');
  const height = number('trimHeightMm');
  const optionNames = { en: split(cells['options:en']), zh: split(cells['options:zh']) };
  const groups = optionNames.en.map((en, i) => ({
    name: { en, zh: optionNames.zh[i] ?? '' },
    values: [] as ProductDraft['groups'][number]['values'],
  }));
  if (optionNames.zh.length !== optionNames.en.length) note(head.row, 'options:zh', 'optionCount');

  for (const record of records.slice(1)) {
    for (const column of PRODUCT_COLUMNS) {
      const cell = (record.cells[column] ?? '').trim();
      if (cell !== '' && cell !== (cells[column] ?? '').trim()) note(record.row, column, 'differs');
    }
  }

  const prices = new Map<string, number>();
  const rowOf = new Map<string, number>();
  for (const record of records) {
    const codes = split(record.cells.codes);
    const labels = { en: split(record.cells['values:en']), zh: split(record.cells['values:zh']) };
    if (codes.length !== groups.length) {
      note(record.row, 'codes', 'optionCount');
      continue;
    }
    if (labels.en.length !== groups.length) note(record.row, 'values:en', 'optionCount');
    if (labels.zh.length !== groups.length) note(record.row, 'values:zh', 'optionCount');
    const pages = readPages(record, groups.length, note);
    codes.forEach((code, g) => {
      const label = { en: labels.en[g] ?? '', zh: labels.zh[g] ?? '' };
      const values = groups[g]!.values;
      const known = values.find((value) => value.code === code);
      if (!known) values.push({ code, label, pages: pages[g] ?? null });
      else if (known.label.en !== label.en || known.label.zh !== label.zh)
        note(record.row, 'values:en', 'labelDiffers');
      else if (pages[g] !== undefined && known.pages !== pages[g]) note(record.row, 'pages', 'pagesDiffer');
    });
    const joined = codes.join('');
    if (rowOf.has(joined)) note(record.row, 'codes', 'repeated');
    rowOf.set(joined, record.row);
    const price = (record.cells.price ?? '').trim();
    if (price === '') continue;
    const cents = Math.round(Number(price) * 100);
    if (!/^\d+(\.\d{1,2})?$/.test(price) || cents < 1) note(record.row, 'price', 'notPrice');
    else prices.set(joined, cents);
  }

  return {
    row: head.row,
    categorySlug: (cells.category ?? '').trim(),
    prices,
    rowOf,
    draft: {
      productNo: (cells.productNo ?? '').trim(),
      name: both('name'),
      remark: both('remark'),
      serverContent: both('service'),
      featureTags: { en: split(cells['tags:en']), zh: split(cells['tags:zh']) },
      overview: overviewRows(cells),
      images: split(cells.images),
      topSeller: flag('topSeller'),
      featured: flag('featured'),
      isNew: flag('isNew'),
      bestDeal: flag('bestDeal'),
      active: flag('active'),
      productionDays: number('productionDays') ?? 0,
      printSize:
        width === null && height === null
          ? null
          : { trimWidthMm: width ?? 0, trimHeightMm: height ?? 0, bleedMm: number('bleedMm') ?? 0 },
      groups,
    },
  };
}

/**
 * The column of the file a draft's field comes from, for an error the contract's check found:
 * `['name', 'zh']` is name:zh, a value's code is the codes column.
 */
export function columnOf(path: readonly PropertyKey[]): Column {
  const [field, second, , fourth] = path;
  const lang = (value: PropertyKey | undefined) => (value === 'zh' ? 'zh' : 'en');
  switch (field) {
    case 'name':
      return `name:${lang(second)}`;
    case 'remark':
      return `remark:${lang(second)}`;
    case 'serverContent':
      return `service:${lang(second)}`;
    case 'featureTags':
      return `tags:${lang(second)}`;
    case 'overview':
      return `overview:${lang(fourth)}`;
    case 'printSize':
      return second === 'trimHeightMm' ? 'trimHeightMm' : second === 'bleedMm' ? 'bleedMm' : 'trimWidthMm';
    case 'groups':
      if (path[2] === 'name') return `options:${lang(path[3])}`;
      if (fourth === undefined) return 'codes';
      if (path[4] === 'pages') return 'pages';
      return path[4] === 'code' ? 'codes' : `values:${lang(path[5])}`;
    case 'productNo':
    case 'images':
    case 'topSeller':
    case 'featured':
    case 'isNew':
    case 'bestDeal':
    case 'active':
    case 'productionDays':
      return field;
    default:
      return 'productNo';
  }
}
