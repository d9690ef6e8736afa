import type { LocalizedText } from '@printshop/contract';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OptionGroup, optionGroups } from './options.ts';
import { products } from './tables.ts';

/** A product as a design of it needs it: what it is called, whether it is shown, its print size and options. */
export interface PrintProduct {
  id: number;
  productNo: string;
  name: LocalizedText;
  active: boolean;
  trimWidthMm: number | null;
  trimHeightMm: number | null;
  bleedMm: number | null;
  groups: OptionGroup[];
}

const PRINT_COLUMNS = {
  id: products.id,
  productNo: products.productNo,
  name: products.name,
  active: products.active,
  trimWidthMm: products.trimWidthMm,
  trimHeightMm: products.trimHeightMm,
  bleedMm: products.bleedMm,
};

/** The products `where` keeps, by product number, with their option groups: two queries however many. */
export async function printProducts(db: Db, where: SQL): Promise<PrintProduct[]> {
  const rows = await db.select(PRINT_COLUMNS).from(products).where(where).orderBy(products.productNo);
  const groups = await optionGroups(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, groups: groups.get(row.id) ?? [] }));
}

/** The product a number or an id names, shown or hidden, with its option groups; null for none. */
export async function printProduct(
  db: Db,
  which: { productNo: string } | { id: number },
): Promise<PrintProduct | null> {
  const [found] = await printProducts(
    db,
    'id' in which ? eq(products.id, which.id) : eq(products.productNo, which.productNo),
  );
  return found ?? null;
}

/** A name in both languages as the back office shows it side by side: the Chinese empty when none was written. */
export const bothLanguages = (text: LocalizedText) => ({ en: text.en, zh: text.zh ?? '' });

/** The number and name of the product whose id `productId` holds, as a json column of a bigger select. */
export function productLabelOf(productId: SQLWrapper): SQL<{ productNo: string; name: LocalizedText }> {
  return sql<{
    productNo: string;
    name: LocalizedText;
  }>`(select json_build_object('productNo', ${products.productNo}, 'name', ${products.name})
    from ${products} where ${products.id} = ${productId})`;
}
