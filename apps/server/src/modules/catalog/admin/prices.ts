import { admin, CODE, centsToDollars, dollarsToCents, type Lang, pick } from '@printshop/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { announceChange } from '../../../lib/change-feed.ts';
import { recordAudit } from '../../audit/record.ts';
import { optionGroups } from '../options.ts';
import { combinations } from '../pricing.ts';
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

/**
 * A product's option groups and every combination of their values, with its price, or null for a
 * combination not priced yet: three queries.
 */
export async function priceMatrix(db: Db, lang: Lang, productNo: string): Promise<admin.PriceMatrix> {
  const product = await productByNo(db, productNo);
  const [groupsByProduct, rows] = await Promise.all([
    optionGroups(db, [product.id]),
    db.select().from(skus).where(eq(skus.productId, product.id)),
  ]);
  const groups = groupsByProduct.get(product.id) ?? [];
  const price = new Map(rows.map((row) => [row.codes, row.priceCents]));
  return {
    productNo: product.productNo,
    name: pick(product.name, lang),
    groups: groups.map((group) => ({
      name: pick(group.name, lang),
      values: group.values.map((value) => ({ code: value.code, label: pick(value.label, lang) })),
    })),
    skus: combinations(groups.map((group) => group.values)).map((chosen) => {
      const codes = chosen.map((value) => value.code).join('');
      const cents = price.get(codes);
      return {
        codes,
        skuCode: `${product.productNo}-${codes}`,
        values: chosen.map((value) => pick(value.label, lang)),
        price: cents === undefined ? null : centsToDollars(cents),
      };
    }),
  };
}

/** Prices by codes, in dollars (null for none yet), for the audit log. */
const priceMap = (rows: { codes: string; priceCents: number | undefined }[]) =>
  Object.fromEntries(
    rows.map((row) => [row.codes, row.priceCents === undefined ? null : centsToDollars(row.priceCents)]),
  );

/**
 * Sets the listed combinations' prices in one statement and one transaction, creating the SKU
 * rows of combinations priced for the first time, audited with the cells it changed; every
 * process's storefront forgets the old prices when it commits. A combination of values the
 * product does not have is a 400.
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
    const groups = (await optionGroups(tx, [product.id])).get(product.id) ?? [];
    const combos = new Set(admin.combinationCodes(groups));
    const unknown = cells.find((cell) => !combos.has(cell.codes));
    if (unknown) throw new HttpError(CODE.badRequest, 'priceUnknownCombination', { codes: unknown.codes });
    const known = new Map(current.map((row) => [row.codes, row.priceCents]));
    const changed = cells
      .map((cell) => ({ codes: cell.codes, priceCents: dollarsToCents(cell.price) }))
      .filter((cell) => cell.priceCents !== known.get(cell.codes));
    if (changed.length === 0) return;
    await tx
      .insert(skus)
      .values(
        changed.map((cell) => ({
          productId: product.id,
          codes: cell.codes,
          skuCode: `${product.productNo}-${cell.codes}`,
          priceCents: cell.priceCents,
        })),
      )
      .onConflictDoUpdate({
        target: [skus.productId, skus.codes],
        set: { priceCents: sql`excluded.price_cents` },
      });
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: 'product.prices',
      entity: 'product',
      entityId: product.id,
      before: {
        productNo,
        prices: priceMap(changed.map((cell) => ({ codes: cell.codes, priceCents: known.get(cell.codes) }))),
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
