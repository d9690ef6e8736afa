import { type api, CODE, type Lang, pick } from '@printshop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { designableProduct, designProductOf } from './product.ts';
import { designTemplates } from './tables.ts';

/** The shop's side of templates: only published ones, of products the shop shows. */

const templateColumns = {
  id: designTemplates.id,
  productId: designTemplates.productId,
  name: designTemplates.name,
  layout: designTemplates.layout,
};

type TemplateRow = Pick<typeof designTemplates.$inferSelect, keyof typeof templateColumns>;

const published = eq(designTemplates.published, true);

function templateOf(row: TemplateRow, productNo: string, lang: Lang): api.DesignTemplate {
  return { id: row.id, productNo, name: pick(row.name, lang), layout: row.layout };
}

/** The published templates of a shown product that can be designed, in their order, with the product. */
export async function publishedTemplates(
  db: Db,
  productNo: string,
  lang: Lang,
): Promise<{ product: api.DesignProduct; list: api.DesignTemplate[] }> {
  const product = await designableProduct(db, { productNo }, { shownOnly: true });
  const rows = await db
    .select(templateColumns)
    .from(designTemplates)
    .where(and(eq(designTemplates.productId, product.id), published))
    .orderBy(asc(designTemplates.position), asc(designTemplates.id));
  return {
    product: designProductOf(product, lang),
    list: rows.map((row) => templateOf(row, product.productNo, lang)),
  };
}

/** One published template with its product; 404 for a hidden or deleted one, or one of a product not shown. */
export async function publishedTemplate(
  db: Db,
  id: number,
  lang: Lang,
): Promise<{ product: api.DesignProduct; template: api.DesignTemplate }> {
  const [row] = await db
    .select(templateColumns)
    .from(designTemplates)
    .where(and(eq(designTemplates.id, id), published));
  if (!row) throw new HttpError(CODE.notFound, 'designTemplateNotFound');
  const product = await designableProduct(db, { id: row.productId }, { shownOnly: true });
  return { product: designProductOf(product, lang), template: templateOf(row, product.productNo, lang) };
}

/** Answers 404 unless `id` is a published template of the product: the one a new design starts from. */
export async function requireOfferedTemplate(db: Db, id: number, productId: number): Promise<void> {
  const [row] = await db
    .select({ id: designTemplates.id })
    .from(designTemplates)
    .where(and(eq(designTemplates.id, id), eq(designTemplates.productId, productId), published));
  if (!row) throw new HttpError(CODE.notFound, 'designTemplateNotFound');
}
