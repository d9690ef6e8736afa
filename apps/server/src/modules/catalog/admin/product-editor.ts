import { type admin, CODE, type Lang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { HttpError } from '../../../http/errors.ts';
import { announceChange } from '../../../lib/change-feed.ts';
import { recordAudit } from '../../audit/record.ts';
import { products } from '../tables.ts';
import { changedFields } from './product-changes.ts';
import { categoryNames } from './product-list.ts';
import { readProductDraft, storedDraft, writeProduct } from './product-write.ts';

/** The owner making a change, and from where (the audit log keeps both). */
export interface ProductEditorStaff {
  staffId: number;
  ip: string;
}

/** A product as the editor shows it, with the subcategories it may be put in; 404 for an unknown number. */
export async function productEditor(db: Db, lang: Lang, productNo: string): Promise<admin.ProductEditor> {
  const [product, named] = await Promise.all([readProductDraft(db, productNo), categoryNames(db, lang)]);
  if (!product) throw new HttpError(CODE.notFound, 'productNotFound');
  return { product, categories: named.filter((category) => category.level === 2) };
}

/**
 * Writes the draft as a new product (`create`: its number must be new, 409) or over the product of
 * its number (404 when there is none), audited with what changed, in one transaction; every
 * process's storefront forgets the old product when it commits.
 */
export async function saveProduct(
  db: Database,
  draft: admin.ProductDraft,
  mode: 'create' | 'update',
  editor: ProductEditorStaff,
): Promise<void> {
  const taken = () => new HttpError(CODE.conflict, 'productNoTaken', { productNo: draft.productNo });
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.productNo, draft.productNo));
      if (mode === 'create' && existing) throw taken();
      if (mode === 'update' && !existing) throw new HttpError(CODE.notFound, 'productNotFound');
      const { productId, before } = await writeProduct(tx, draft);
      const { before: was, after } = changedFields(before, storedDraft(draft));
      await recordAudit(tx, {
        staffId: editor.staffId,
        ip: editor.ip,
        action: mode === 'create' ? 'product.create' : 'product.update',
        entity: 'product',
        entityId: productId,
        before: was,
        after,
      });
      await announceChange(tx, 'catalog');
    });
  } catch (error) {
    // Another owner added the same number meanwhile: the unique index refused the second.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
