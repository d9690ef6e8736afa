import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importProducts } from '../../modules/catalog/admin/catalogue-import.ts';
import type { ReadProduct } from '../../modules/catalog/admin/catalogue-rows.ts';
import { basePrices, type SkuPrice, skuMatrix } from '../../modules/catalog/pricing.ts';
import { products, reviews } from '../../modules/catalog/tables.ts';
import { shownPath } from '../data-files.ts';
import { insertCategories } from './categories.ts';
import { type Catalogue, readCatalogue } from './files.ts';
import type { SeedProduct } from './products.ts';

/** The demo catalogue of seed/demo-data/catalogue, read and checked when the seed is loaded. */
export const demoCatalogue = readCatalogue();
export const categoryData = demoCatalogue.categories;
export const productData = demoCatalogue.products;

/** Rows per INSERT: large enough to keep round trips few, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

/** The SKU matrix of a demo product, priced from its kind's table scaled by its base factor. */
export function productSkus(product: SeedProduct): SkuPrice[] {
  return skuMatrix(product.productNo, basePrices(product.kind, product.baseFactor), product.groups);
}

/** A demo product as the importer reads a product of a CSV file: shown, every combination priced. */
function readProduct(product: SeedProduct, index: number): ReadProduct {
  // The draft is the product less what only the seed reads: where its prices and reviews come from.
  const { category, kind, baseFactor, reviews: picked, file, groups, ...fields } = product;
  return {
    row: index + 1,
    categorySlug: category,
    draft: {
      ...fields,
      active: true,
      groups: groups.map((group) => ({
        name: group.name,
        values: group.values.map(({ code, label, pages }) => ({ code, label, pages })),
      })),
    },
    prices: new Map(productSkus(product).map((sku) => [sku.codes, sku.priceCents])),
    rowOf: new Map(),
  };
}

/**
 * Writes the products through the back office's importer, so the demo's are checked as an owner's
 * would be; what it refuses stops the seed, each problem with its file and product.
 */
async function importCatalogue(db: Db, catalogue: Catalogue): Promise<void> {
  const report = await importProducts(db, catalogue.products.map(readProduct), {
    dryRun: false,
    lang: 'en',
    editor: null,
  });
  if (report.errorCount === 0) return;
  const problems = report.errors.map((error) => {
    const product = catalogue.products[error.row - 1]!;
    return `${shownPath(product.file)}: ${product.productNo}: ${error.column}: ${error.message}`;
  });
  throw new Error(
    `The demo catalogue has ${report.errorCount} problem(s) the importer refuses:\n${problems.join('\n')}`,
  );
}

/**
 * Inserts the demo catalogue: the category tree, the products with their option groups and the
 * full SKU matrix of each (through the importer), and, unless told not to, the demo reviews.
 */
export async function seedCatalog(
  db: Db,
  { reviews: withReviews = true, catalogue = demoCatalogue } = {},
): Promise<void> {
  await insertCategories(db, catalogue.categories);
  await importCatalogue(db, catalogue);
  // The importer leaves a new product's sort at 0: the demo lists a subcategory's products in
  // their file's order, which is their ids' order, and search results rank by it too.
  await db.execute(sql`
    update ${products} set sort = ranked.position
    from (select id, row_number() over (partition by category_id order by id) - 1 as position from ${products}) ranked
    where ${products}.id = ranked.id`);
  // Written by made-up customers: a real shop starts without them (DEMO_DATA=off).
  if (!withReviews) return;
  const ids = await db.select({ id: products.id, productNo: products.productNo }).from(products);
  const idOf = new Map(ids.map((row) => [row.productNo, row.id]));
  const rows = catalogue.products.flatMap((product) =>
    product.reviews.map((review) => ({
      ...review,
      productId: idOf.get(product.productNo)!,
      createdAt: new Date(review.createdAt),
    })),
  );
  for (const chunk of chunks(rows)) await db.insert(reviews).values(chunk);
}
