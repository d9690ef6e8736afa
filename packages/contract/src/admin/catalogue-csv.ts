import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';

/**
 * The catalogue as a spreadsheet: one row per combination a product sells, its product's fields
 * on the product's first row, texts in `name:en` / `name:zh` style columns. Exported, edited in a
 * spreadsheet and imported again; an import is first tried (dry run) and lists every change and
 * every error by row before anything is written, then written in one transaction.
 */

/** The columns in the order the export writes them; an import takes them in any order. */
export const CATALOGUE_COLUMNS = [
  'productNo',
  'category',
  'name:en',
  'name:zh',
  'remark:en',
  'remark:zh',
  'service:en',
  'service:zh',
  'tags:en',
  'tags:zh',
  'overview:en',
  'overview:zh',
  'images',
  'topSeller',
  'featured',
  'isNew',
  'bestDeal',
  'active',
  'productionDays',
  'trimWidthMm',
  'trimHeightMm',
  'bleedMm',
  'options:en',
  'options:zh',
  'values:en',
  'values:zh',
  'codes',
  // The pages or sides each value prints, in option order: `||2|` is none but the third (productDraft's pages).
  'pages',
  'price',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Joins the parts of a list cell (tags, images, option names, values, codes). */
export const LIST_SEPARATOR = '|';

export const CATALOGUE_LIMITS = {
  /** The largest file an import reads. */
  bytes: 20 * 1024 * 1024,
  /** The most rows (combinations) one import reads. */
  rows: 100_000,
  /** The most errors an answer lists; the count says how many there were. */
  errorsListed: 500,
} as const;

export const adminProductsCsv = endpoint({
  ...ADMIN_ROUTES.adminProductsCsv,
  auth: false,
  staff: 'catalog.manage',
  produces: 'text/csv',
  summary:
    'Every product and every combination it sells as CSV (UTF-8): one row per combination, the product’s fields on its first row, texts as name:en / name:zh columns',
  input: z.object({}),
  output: z.string(),
});

export const importChange = z.object({
  productNo: z.string(),
  /** The row of the file (the header is row 1) where the product starts. */
  row: z.number().int(),
  change: z.enum(['create', 'update', 'unchanged']),
  /** The columns whose values differ from the stored product. */
  columns: z.array(z.string()),
  /** How many prices are set or changed. */
  prices: z.number().int(),
});
export type ImportChange = z.infer<typeof importChange>;

export const importError = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

export const importReport = z.object({
  dryRun: z.boolean(),
  /** True once the changes are written: never with an error. */
  written: z.boolean(),
  products: z.array(importChange),
  errors: z.array(importError),
  errorCount: z.number().int(),
});
export type ImportReport = z.infer<typeof importReport>;

export const adminProductsImport = endpoint({
  ...ADMIN_ROUTES.adminProductsImport,
  auth: false,
  staff: 'catalog.manage',
  summary: `Read a catalogue CSV (the field "file", at most ${CATALOGUE_LIMITS.bytes / 1024 / 1024} MB, as the export writes it) and list what it changes and what is wrong, by row. With dryRun "false" and no error, every change is written in one transaction; with an error nothing is. Products not in the file are left as they are`,
  input: z
    .object({
      dryRun: z.enum(['true', 'false']).default('true'),
      file: z.any().optional().meta({ type: 'string', format: 'binary', description: 'The CSV file' }),
    })
    .meta({ required: ['file'] }),
  output: importReport,
});
