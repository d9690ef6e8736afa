import { type admin, CODE, centsToDollars, dollarsToCents, type Lang, pick } from '@printshop/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { announceChange } from '../../../lib/change-feed.ts';
import { recordAudit } from '../../audit/record.ts';
import { optionGroups, splitCodes } from '../options.ts';
import { products, skus } from '../tables.ts';

/** The owner making a change, and from where (the audit log keeps both). */
export interface PriceEditor {
  staffId: number;
  ip: string;
}

async function productByNo(db: Db, productNo: string) {
  const [product] = await db.select().from(products).where(eq(products.productNo, productNo));
  if (!product) throw new HttpError(CODE.notFound, 'productNotFound');
  return product;
}

/** A product's option groups and every combination with its price: three queries. */
export async function priceMatrix(db: Db, lang: Lang, productNo: string): Promise<admin.PriceMatrix> {
  const product = await productByNo(db, productNo);
  const [groupsByProduct, rows] = await Promise.all([
    optionGroups(db, [product.id]),
    db.select().from(skus).where(eq(skus.productId, product.id)).orderBy(asc(skus.id)),
  ]);
  const groups = groupsByProduct.get(product.id) ?? [];
  return {
    productNo: product.productNo,
    name: pick(product.name, lang),
    groups: groups.map((group) => ({
      name: pick(group.name, lang),
      values: group.values.map((value) => ({ code: value.code, label: pick(value.label, lang) })),
    })),
    skus: rows.map((row) => ({
      codes: row.codes,
      skuCode: row.skuCode,
      values: (splitCodes(row.codes, groups) ?? []).map((value) => pick(value.label, lang)),
      price: centsToDollars(row.priceCents),
    })),
  };
}

/** Prices by codes, in dollars, for the audit log. */
const priceMap = (rows: { codes: string; priceCents: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.codes, centsToDollars(row.priceCents)]));

/**
 * Sets the listed combinations' prices in one statement and one transaction, audited with the
 * cells it changed; every process's storefront forgets the old prices when it commits.
 */
export async function savePrices(
  db: Database,
  productNo: string,
  cells: { codes: string; price: number }[],
  editor: PriceEditor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await productByNo(tx, productNo);
    const current = await tx
      .select({ codes: skus.codes, priceCents: skus.priceCents })
      .from(skus)
      .where(eq(skus.productId, product.id))
      .for('update');
    const known = new Map(current.map((row) => [row.codes, row.priceCents]));
    const unknown = cells.find((cell) => !known.has(cell.codes));
    if (unknown) throw new HttpError(CODE.badRequest, 'priceUnknownCombination', { codes: unknown.codes });
    const changed = cells
      .map((cell) => ({ codes: cell.codes, priceCents: dollarsToCents(cell.price) }))
      .filter((cell) => cell.priceCents !== known.get(cell.codes));
    if (changed.length === 0) return;
    const prices = sql.join(
      changed.map((cell) => sql`(${cell.codes}, ${cell.priceCents}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${skus} set price_cents = cells.price
      from (values ${prices}) as cells(codes, price)
      where ${skus.productId} = ${product.id} and ${skus.codes} = cells.codes`);
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: 'product.prices',
      entity: 'product',
      entityId: product.id,
      before: {
        productNo,
        prices: priceMap(changed.map((cell) => ({ codes: cell.codes, priceCents: known.get(cell.codes)! }))),
      },
      after: { productNo, prices: priceMap(changed) },
    });
    await announceChange(tx, 'catalog');
  });
}

/**
 * Moves every price of the named products by `percent`, rounded half up to the cent and never
 * below one, in one transaction; one audit row per product with its prices before and after.
 */
export async function repriceProducts(
  db: Database,
  productNos: string[],
  percent: number,
  editor: PriceEditor,
): Promise<{ products: number; skus: number }> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: products.id, productNo: products.productNo })
      .from(products)
      .where(inArray(products.productNo, productNos))
      .orderBy(asc(products.id));
    const missing = productNos.find((no) => !found.some((product) => product.productNo === no));
    if (missing) throw new HttpError(CODE.notFound, 'productNotFound');
    const ids = found.map((product) => product.id);
    const before = await tx
      .select({ id: skus.id, productId: skus.productId, codes: skus.codes, priceCents: skus.priceCents })
      .from(skus)
      .where(inArray(skus.productId, ids))
      .orderBy(asc(skus.id))
      .for('update');
    // Basis points keep the arithmetic in integers: 5.25 % is 10,525 / 10,000 of the price.
    const factorBp = Math.round((100 + percent) * 100);
    const after = await tx
      .update(skus)
      .set({ priceCents: sql`greatest(1, (${skus.priceCents} * ${factorBp} + 5000) / 10000)` })
      .where(inArray(skus.productId, ids))
      .returning({ id: skus.id, priceCents: skus.priceCents });
    const newPrice = new Map(after.map((row) => [row.id, row.priceCents]));
    for (const product of found) {
      const rows = before.filter((row) => row.productId === product.id);
      await recordAudit(tx, {
        staffId: editor.staffId,
        ip: editor.ip,
        action: 'product.reprice',
        entity: 'product',
        entityId: product.id,
        before: { productNo: product.productNo, percent, prices: priceMap(rows) },
        after: {
          productNo: product.productNo,
          percent,
          prices: priceMap(rows.map((row) => ({ codes: row.codes, priceCents: newPrice.get(row.id)! }))),
        },
      });
    }
    await announceChange(tx, 'catalog');
    const moved = before.filter((row) => newPrice.get(row.id) !== row.priceCents);
    return { products: found.length, skus: moved.length };
  });
}
