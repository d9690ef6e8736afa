import type { admin } from '@printshop/contract';
import { eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { designTemplates } from '../tables.ts';

/** A template's fields as written: its product by id, checked by the caller. */
export type TemplateWrite = Omit<admin.DesignTemplateFields, 'productNo'> & { productId: number };

/** After the product's last template. */
async function lastPlace(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ position: max(designTemplates.position) })
    .from(designTemplates)
    .where(eq(designTemplates.productId, productId));
  return row?.position === null || row?.position === undefined ? 0 : row.position + 1;
}

/** Writes a new template, last among its product's unless given a place; the back office and the seed both do. */
export async function insertTemplate(db: Db, fields: TemplateWrite): Promise<number> {
  const position = fields.position ?? (await lastPlace(db, fields.productId));
  const [row] = await db
    .insert(designTemplates)
    .values({ ...fields, position })
    .returning({ id: designTemplates.id });
  return row!.id;
}

/** Rewrites a template's fields; moved to another product without a place given, it goes last there. */
export async function rewriteTemplate(
  db: Db,
  id: number,
  fields: TemplateWrite,
  current: { productId: number; position: number },
): Promise<void> {
  const moved = fields.productId !== current.productId;
  const position = fields.position ?? (moved ? await lastPlace(db, fields.productId) : current.position);
  await db
    .update(designTemplates)
    .set({ ...fields, position, updatedAt: sql`now()` })
    .where(eq(designTemplates.id, id));
}
