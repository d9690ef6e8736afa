import { admin, api, centsToDollars, type Lang } from '@printshop/contract';
import { parse } from 'csv-parse/sync';
import type { Db } from '../../../db/client.ts';
import { inputMessage } from '../../../http/input-message.ts';
import { type MessageKey, t } from '../../../i18n/messages.ts';
import { announceChange } from '../../../lib/change-feed.ts';
import { recordAudit } from '../../audit/record.ts';
import {
  type CsvRecord,
  changedColumns,
  changedValueColumns,
  columnOf,
  isValueColumn,
  productCells,
  type ReadProduct,
  type RowProblem,
  readProduct,
} from './catalogue-rows.ts';
import { type CatalogueState, catalogueState } from './catalogue-state.ts';
import { storedDraft, writeProduct } from './product-write.ts';

type Column = admin.CatalogueColumn;
type ProductDraft = admin.ProductDraft;

/** Who imports, and from where (the audit log keeps both). */
export interface CatalogueEditor {
  staffId: number;
  ip: string;
}

const PROBLEM_MESSAGES: Record<RowProblem['problem'], MessageKey> = {
  missing: 'csvCellMissing',
  notYesNo: 'csvNotYesNo',
  notNumber: 'csvNotNumber',
  notPrice: 'csvNotPrice',
  differs: 'csvDiffers',
  optionCount: 'csvOptionCount',
  labelDiffers: 'csvLabelDiffers',
  pagesDiffer: 'csvPagesDiffer',
  repeated: 'csvRepeated',
};

/** A spreadsheet-safe cell as the export wrote it ('=1 for =1) read back as it was. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

class Report {
  readonly errors: admin.ImportError[] = [];
  constructor(readonly lang: Lang) {}
  add(row: number, column: string, key: MessageKey, params: Record<string, string | number> = {}) {
    this.errors.push({ row, column, message: t(this.lang, key, params) });
  }
}

/** The file's records by row, its header checked; null (with the errors noted) when it cannot be read. */
function readRecords(csv: string, report: Report): CsvRecord[] | null {
  let table: string[][];
  try {
    table = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    report.add((error as { lines?: number }).lines ?? 1, '', 'csvNotReadable');
    return null;
  }
  const [header = [], ...rows] = table;
  const columns = header.map((name) => name.trim());
  columns.forEach((name) => {
    if (!(admin.CATALOGUE_COLUMNS as readonly string[]).includes(name))
      report.add(1, name, 'csvColumnUnknown');
  });
  for (const column of admin.CATALOGUE_COLUMNS) {
    if (!columns.includes(column)) report.add(1, column, 'csvColumnMissing');
  }
  if (rows.length > admin.CATALOGUE_LIMITS.rows) {
    report.add(1, '', 'csvTooManyRows', { max: admin.CATALOGUE_LIMITS.rows });
  }
  if (report.errors.length > 0) return null;
  return rows.map((cells, index) => ({
    row: index + 2,
    cells: Object.fromEntries(columns.map((column, i) => [column, unguarded(cells[i] ?? '')])),
  }));
}

/** Records grouped by product number, in the order the products first appear. */
function byProduct(records: CsvRecord[], report: Report): CsvRecord[][] {
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const productNo = (record.cells.productNo ?? '').trim();
    if (productNo === '') report.add(record.row, 'productNo', 'csvCellMissing');
    else groups.set(productNo, [...(groups.get(productNo) ?? []), record]);
  }
  return [...groups.values()];
}

interface PlannedProduct {
  read: ReadProduct;
  draft: ProductDraft;
  change: admin.ImportChange;
  before: ProductDraft | null;
  changedPrices: Map<string, number>;
}

/** Checks one product against the contract and the shop, and works out what writing it changes. */
function plan(read: ReadProduct, state: CatalogueState, report: Report): PlannedProduct | null {
  const category = state.categoryBySlug.get(read.categorySlug);
  if (category?.level !== 2) report.add(read.row, 'category', 'csvCategoryUnknown');
  const checked = admin.productDraft.safeParse({ ...read.draft, categoryId: category?.id ?? 0 });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      report.errors.push({
        row: read.row,
        column: columnOf(issue.path),
        message: inputMessage(issue, admin.adminProductCreate.path, report.lang),
      });
    }
    return null;
  }
  if (category?.level !== 2) return null;
  const draft = storedDraft(checked.data);
  if (draft.active && draft.productNo === api.QUOTE_PRODUCT_NO) {
    report.add(read.row, 'active', 'quoteProductShown');
    return null;
  }
  const stored = state.products.get(draft.productNo);
  const current = stored?.prices ?? new Map<string, number>();
  const combinations = admin.combinationCodes(draft.groups);
  const unpriced = combinations.filter((codes) => !read.prices.has(codes) && !current.has(codes));
  if (draft.active && unpriced.length > 0) {
    report.add(read.row, 'price', 'csvUnpriced', {
      count: unpriced.length,
      codes: unpriced.slice(0, 3).join(', '),
    });
    return null;
  }
  const changedPrices = new Map([...read.prices].filter(([codes, cents]) => current.get(codes) !== cents));
  const columns: Column[] = stored
    ? [
        ...changedColumns(
          productCells(stored.draft, state.slugOf.get(stored.draft.categoryId) ?? ''),
          productCells(draft, read.categorySlug),
        ),
        ...changedValueColumns(stored.draft.groups, draft.groups),
      ]
    : [];
  const sold = new Set(combinations);
  const removed = stored ? [...current.keys()].filter((codes) => !sold.has(codes)).length : 0;
  const changed = columns.length > 0 || changedPrices.size > 0 || removed > 0;
  return {
    read,
    draft,
    before: stored?.draft ?? null,
    changedPrices,
    change: {
      productNo: draft.productNo,
      row: read.row,
      change: stored ? (changed ? 'update' : 'unchanged') : 'create',
      columns,
      prices: changedPrices.size,
    },
  };
}

/**
 * Only the fields that changed, for the audit log: the options whole when a value's label or
 * pages changed; prices in dollars by codes.
 */
function auditValues(
  draft: ProductDraft,
  categorySlug: string,
  columns: readonly string[],
  prices: Map<string, number>,
) {
  const cells: Partial<Record<string, unknown>> = productCells(draft, categorySlug);
  return {
    productNo: draft.productNo,
    ...Object.fromEntries(
      columns.filter((column) => !isValueColumn(column)).map((column) => [column, cells[column]]),
    ),
    ...(columns.some(isValueColumn) ? { groups: draft.groups } : {}),
    prices: Object.fromEntries([...prices].map(([codes, cents]) => [codes, centsToDollars(cents)])),
  };
}

/** Whether to write, the reader's language, and who imports: null for the seed, which nobody audits. */
export interface ImportOptions {
  dryRun: boolean;
  lang: Lang;
  editor: CatalogueEditor | null;
}

/** One audit row for a written product: the columns and prices that changed, before and after. */
function auditImport(
  tx: Db,
  productId: number,
  product: PlannedProduct,
  state: CatalogueState,
  editor: CatalogueEditor,
) {
  const stored = state.products.get(product.draft.productNo);
  const pricesBefore = new Map(
    [...product.changedPrices.keys()].flatMap((codes) => {
      const cents = stored?.prices.get(codes);
      return cents === undefined ? [] : [[codes, cents] as const];
    }),
  );
  const { columns } = product.change;
  return recordAudit(tx, {
    staffId: editor.staffId,
    ip: editor.ip,
    action: 'product.import',
    entity: 'product',
    entityId: productId,
    before: product.before
      ? auditValues(product.before, state.slugOf.get(product.before.categoryId) ?? '', columns, pricesBefore)
      : null,
    after: auditValues(
      product.draft,
      product.read.categorySlug,
      product.before ? columns : admin.CATALOGUE_COLUMNS,
      product.changedPrices,
    ),
  });
}

/**
 * Checks products already read (from a CSV file, or from the demo catalogue's data) and answers
 * what they would change and what is wrong, by row; unless it is a dry run and when nothing is
 * wrong, writes every changed product in one transaction, one audit row each. Four queries read
 * the shop's state, however many products there are.
 */
export async function importProducts(
  db: Db,
  read: ReadProduct[],
  options: ImportOptions,
  report = new Report(options.lang),
): Promise<admin.ImportReport> {
  const state = await catalogueState(
    db,
    read.map((product) => product.draft.productNo),
  );
  const planned = read.flatMap((product) => plan(product, state, report) ?? []);
  const changes = planned.filter((product) => product.change.change !== 'unchanged');
  const writing = report.errors.length === 0 && !options.dryRun && changes.length > 0;
  if (writing) {
    await db.transaction(async (tx) => {
      for (const product of changes) {
        const { productId } = await writeProduct(tx, product.draft, product.read.prices);
        if (options.editor) await auditImport(tx, productId, product, state, options.editor);
      }
      await announceChange(tx, 'catalog');
    });
  }
  return {
    dryRun: options.dryRun,
    written: writing,
    products: planned.map((product) => product.change),
    errors: report.errors.slice(0, admin.CATALOGUE_LIMITS.errorsListed),
    errorCount: report.errors.length,
  };
}

/** Reads a catalogue CSV, by row, then checks and writes it as importProducts does. */
export async function importCatalogue(
  db: Db,
  csv: string,
  options: ImportOptions,
): Promise<admin.ImportReport> {
  const report = new Report(options.lang);
  const records = readRecords(csv, report);
  const groups = records ? byProduct(records, report) : [];
  const problems: RowProblem[] = [];
  const read = groups.map((group) => readProduct(group, problems));
  for (const problem of problems) report.add(problem.row, problem.column, PROBLEM_MESSAGES[problem.problem]);
  return importProducts(db, read, options, report);
}
