import {
  api,
  CODE,
  centsToDollars,
  type Lang,
  type OutputOf,
  pick,
  sumCents,
  timesQty,
} from '@printshop/contract';
import { and, asc, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { HttpError } from '../../http/errors.ts';
import type { KeptSkus } from '../catalog/kept-skus.ts';
import { describeSkus, findSku, type SkuDescription } from '../catalog/service.ts';
import { shipPromiseNow } from '../content/shop-calendar.ts';
import { requireUploads } from '../files/service.ts';
import { liveSession, ofLiveSession, type SessionKey } from '../identity/sessions.ts';
import { members } from '../identity/tables.ts';
import type { KeptCatalogue } from './kept-catalogue.ts';
import { cartLines } from './tables.ts';

export async function cartQty(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.memberId, memberId));
  return row?.n ?? 0;
}

export interface PricedLine {
  id: number;
  skuId: number;
  qty: number;
  designFiles: string[];
  unitPriceCents: number;
  sku: SkuDescription;
}

/** A line as the cart stores it: the SKU's price and description are looked up when it is shown or ordered. */
interface StoredLine {
  id: number;
  skuId: number;
  qty: number;
  designFiles: string[];
}

/**
 * The lines of the member whose id `memberId` holds, oldest first, as a json column of a bigger
 * select: a member's page reads them in its one statement (docs/decisions/099).
 */
export function storedLinesOf(memberId: SQLWrapper): SQL<StoredLine[]> {
  const line = sql`json_build_object('id', ${cartLines.id}, 'skuId', ${cartLines.skuId}, 'qty', ${cartLines.qty},
    'designFiles', ${cartLines.designFiles})`;
  // Nested: a select of one table names the columns of its fields' own SQL bare, which here would
  // name the cart's member_id where the caller's is meant.
  return sql<StoredLine[]>`${sql`coalesce((select json_agg(${line} order by ${cartLines.id}) from ${cartLines}
    where ${cartLines.memberId} = ${memberId}), '[]')`}`;
}

/** The lines at their SKUs' prices now (never stored with the line); a line whose SKU is gone is left out. */
export async function pricedBy(lines: StoredLine[], describe: KeptSkus): Promise<PricedLine[]> {
  const skus = await describe(lines.map((line) => line.skuId));
  return lines.flatMap((line) => {
    const sku = skus.get(line.skuId);
    return sku ? [{ ...line, unitPriceCents: sku.priceCents, sku }] : [];
  });
}

/** The member's lines priced from the stored catalogue, as placing an order must: two queries however many. */
export async function pricedLines(db: Db, memberId: number): Promise<PricedLine[]> {
  const [row] = await memberLines(db).execute({ memberId });
  return pricedBy(row?.lines ?? [], (skuIds) => describeSkus(db, skuIds));
}

/** Placing an order reads them: prepared (db/prepared.ts). */
const memberLines = preparedPerDatabase((db) =>
  db
    .select({ lines: storedLinesOf(members.id) })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('cart_lines'),
);

/** What the lines cost at their SKUs' prices, in cents. */
export function subtotalCents(lines: readonly { qty: number; sku: { priceCents: number } }[]): number {
  return sumCents(lines.map((line) => timesQty(line.sku.priceCents, line.qty)));
}

/**
 * The cart lines as the API shows them, their subtotal in cents, and the production days of the
 * slowest (null for an empty cart): the whole order ships when it is done (docs/decisions/087).
 */
export function cartContents(
  lines: PricedLine[],
  lang: Lang,
): { list: api.CartLine[]; subtotalCents: number; productionDays: number | null } {
  const list = lines.map((line) => ({
    id: line.id,
    productId: line.sku.productId,
    productNo: line.sku.productNo,
    productName: pick(line.sku.productName, lang),
    productImg: line.sku.productImg,
    productNum: line.qty,
    unitPrice: centsToDollars(line.unitPriceCents),
    skuCode: line.sku.skuCode,
    parsedSkuAttrs: line.sku.attributes.map((a) => ({ key: pick(a.key, lang), value: pick(a.value, lang) })),
    fileurllist: line.designFiles,
  }));
  const productionDays = lines.length > 0 ? Math.max(...lines.map((line) => line.sku.productionDays)) : null;
  return { list, subtotalCents: subtotalCents(lines), productionDays };
}

/** The cart list reads the session and the lines in one statement: prepared (db/prepared.ts). */
const sessionLines = preparedPerDatabase((db) => {
  const live = liveSession(db);
  return db
    .select({ lines: storedLinesOf(live.memberId) })
    .from(live)
    .prepare('cart_of_session');
});

/** The cart of the session `session` opens (else a 401), and when it ships if ordered now by the shop's calendar. */
export async function listCart(
  db: Db,
  session: SessionKey,
  lang: Lang,
  kept: KeptCatalogue,
): Promise<OutputOf<typeof api.cartList>> {
  const [rows, shopDays] = await Promise.all([sessionLines(db).execute(session), kept.calendar()]);
  const [{ lines }] = ofLiveSession(rows);
  const cart = cartContents(await pricedBy(lines, kept.skus), lang);
  return {
    list: cart.list,
    totalPrice: centsToDollars(cart.subtotalCents),
    shipBy: cart.productionDays === null ? null : shipPromiseNow(cart.productionDays, shopDays),
  };
}

/**
 * Adds the SKU with its design files. The same SKU with the same files adds to that line's
 * quantity; other files make a separate line, since each design is printed on its own.
 */
export async function addToCart(
  db: Db,
  memberId: number,
  input: { productId: number; skucode: string; productNum: number; fileurl: string[] },
): Promise<{ id: number; qty: number }> {
  const { skuId } = await findSku(db, input.productId, input.skucode);
  await requireUploads(db, input.fileurl);
  return addLine(db, memberId, {
    productId: input.productId,
    skuId,
    qty: input.productNum,
    files: input.fileurl,
  });
}

/** A line of a SKU already checked to be sold, with design files already checked to be uploads. */
export interface NewLine {
  productId: number;
  skuId: number;
  qty: number;
  files: string[];
}

/** Adds the line, or its quantity to the member's line of the same SKU and files (up to the most a line holds). */
export async function addLine(db: Db, memberId: number, line: NewLine): Promise<{ id: number; qty: number }> {
  const files = [...line.files].sort();
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: cartLines.id, qty: cartLines.qty })
      .from(cartLines)
      .where(
        and(
          eq(cartLines.memberId, memberId),
          eq(cartLines.skuId, line.skuId),
          sql`${cartLines.designFiles} = ${sql.param(files)}::text[]`,
        ),
      )
      .for('update');
    if (same) {
      const [row] = await tx
        .update(cartLines)
        .set({ qty: sql`least(${cartLines.qty} + ${line.qty}, ${api.MAX_CART_QTY})` })
        .where(eq(cartLines.id, same.id))
        .returning({ id: cartLines.id, qty: cartLines.qty });
      return row!;
    }
    const [row] = await tx
      .insert(cartLines)
      .values({ memberId, productId: line.productId, skuId: line.skuId, qty: line.qty, designFiles: files })
      .returning({ id: cartLines.id, qty: cartLines.qty });
    return row!;
  });
}

/** Only the member's own line; another member's id is 404, as if it did not exist. */
export async function setQuantity(db: Db, memberId: number, id: number, qty: number): Promise<void> {
  const updated = await db
    .update(cartLines)
    .set({ qty })
    .where(and(eq(cartLines.id, id), eq(cartLines.memberId, memberId)))
    .returning({ id: cartLines.id });
  if (updated.length === 0) throw new HttpError(CODE.notFound, 'cartLineNotFound');
}

export async function removeLine(db: Db, memberId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, id), eq(cartLines.memberId, memberId)))
    .returning({ id: cartLines.id });
  if (deleted.length === 0) throw new HttpError(CODE.notFound, 'cartLineNotFound');
}

/**
 * Locks every line of the member's cart until the transaction ends, so one checkout at a time
 * reads and removes them; a concurrent checkout waits and then sees them gone. Call inside a
 * transaction, before pricedLines.
 */
export async function lockCart(tx: Db, memberId: number): Promise<void> {
  await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(eq(cartLines.memberId, memberId))
    .orderBy(asc(cartLines.id))
    .for('update');
}

/** Removes ordered lines (checkout), only the member's own. */
export async function removeLines(db: Db, memberId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(cartLines).where(and(eq(cartLines.memberId, memberId), inArray(cartLines.id, ids)));
}

/** Removes every line holding one of these SKUs, whoever's cart: an owner took their combinations off a product. */
export async function removeLinesOfSkus(db: Db, skuIds: number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await db.delete(cartLines).where(inArray(cartLines.skuId, skuIds));
}
