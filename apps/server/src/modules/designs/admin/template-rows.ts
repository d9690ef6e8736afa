import { type admin, CODE, type InputOf } from '@printshop/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { bothLanguages, printProduct, productLabelOf } from '../../catalog/print-products.ts';
import { designTemplates } from '../tables.ts';

/** Templates as the back office reads them, published or hidden, each with its product's number and name. */

const rowColumns = {
  id: designTemplates.id,
  product: productLabelOf(designTemplates.productId),
  name: designTemplates.name,
  sides: sql<number>`jsonb_array_length(${designTemplates.layout} -> 'sides')`,
  published: designTemplates.published,
  position: designTemplates.position,
  updatedAt: designTemplates.updatedAt,
};

function rowOf(row: Awaited<ReturnType<typeof selectRows>>[number]): admin.AdminDesignTemplateRow {
  return {
    id: row.id,
    productNo: row.product.productNo,
    productName: bothLanguages(row.product.name),
    name: row.name,
    sides: row.sides,
    published: row.published,
    position: row.position,
    updateTime: row.updatedAt.toISOString(),
  };
}

function selectRows(db: Db, where: SQL | undefined) {
  return db.select(rowColumns).from(designTemplates).where(where);
}

/** A page of the templates, by product then place; `productNo` keeps one product's (none for an unknown number). */
export async function templateList(
  db: Db,
  { productNo, visibility, page, size }: InputOf<typeof admin.adminDesignTemplateList>,
): Promise<{ list: admin.AdminDesignTemplateRow[]; total: number }> {
  const product = productNo ? await printProduct(db, { productNo }) : null;
  if (productNo && !product) return { list: [], total: 0 };
  const where = and(
    product ? eq(designTemplates.productId, product.id) : undefined,
    visibility ? eq(designTemplates.published, visibility === 'published') : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectRows(db, where)
      .orderBy(asc(designTemplates.productId), asc(designTemplates.position), asc(designTemplates.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(designTemplates).where(where),
  ]);
  return { list: rows.map(rowOf), total: counted?.total ?? 0 };
}

/** One template with its layout; 404 for none. */
export async function templateById(db: Db, id: number): Promise<admin.AdminDesignTemplate> {
  const [row] = await db
    .select({ ...rowColumns, layout: designTemplates.layout, createdAt: designTemplates.createdAt })
    .from(designTemplates)
    .where(eq(designTemplates.id, id));
  if (!row) throw new HttpError(CODE.notFound, 'designTemplateNotFound');
  return { ...rowOf(row), layout: row.layout, createTime: row.createdAt.toISOString() };
}
