import { type api, CODE, type Lang, pick } from '@printshop/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { productLabelOf } from '../catalog/print-products.ts';
import { type DesignOwner, ownedBy } from './owner.ts';
import { designs } from './tables.ts';

/** A saved design as the calls answer it: read in one query, its product's number and name beside it. */

const summaryColumns = {
  id: designs.id,
  product: productLabelOf(designs.productId),
  templateId: designs.templateId,
  name: designs.name,
  sides: sql<number>`jsonb_array_length(${designs.layout} -> 'sides')`,
  createdAt: designs.createdAt,
  updatedAt: designs.updatedAt,
};

type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

function summaryRows(db: Db, where: SQL) {
  return db
    .select(summaryColumns)
    .from(designs)
    .where(where)
    .orderBy(desc(designs.updatedAt), desc(designs.id));
}

function summaryOf(row: SummaryRow, lang: Lang): api.DesignSummary {
  return {
    id: row.id,
    productNo: row.product.productNo,
    productName: pick(row.product.name, lang),
    templateId: row.templateId,
    name: row.name,
    sides: row.sides,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** The owner's designs, the last saved first. */
export async function designSummaries(db: Db, owner: DesignOwner, lang: Lang): Promise<api.DesignSummary[]> {
  const rows = await summaryRows(db, ownedBy(owner));
  return rows.map((row) => summaryOf(row, lang));
}

/** One of the owner's designs without its layout; 404 for anyone else's. */
export async function ownedSummary(
  db: Db,
  owner: DesignOwner,
  id: number,
  lang: Lang,
): Promise<api.DesignSummary> {
  const [row] = await summaryRows(db, and(eq(designs.id, id), ownedBy(owner))!);
  if (!row) throw new HttpError(CODE.notFound, 'designNotFound');
  return summaryOf(row, lang);
}

/** One of the owner's designs with its layout; 404 for anyone else's. */
export async function ownedDesign(db: Db, owner: DesignOwner, id: number, lang: Lang): Promise<api.Design> {
  const [row] = await db
    .select({ ...summaryColumns, layout: designs.layout })
    .from(designs)
    .where(and(eq(designs.id, id), ownedBy(owner)));
  if (!row) throw new HttpError(CODE.notFound, 'designNotFound');
  return { ...summaryOf(row, lang), layout: row.layout };
}
