import { type admin, CODE } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditEntry, recordAudit } from '../../audit/record.ts';
import { checkTemplateLayout } from '../layout-check.ts';
import { designableProduct } from '../product.ts';
import { designTemplates } from '../tables.ts';
import { templateById } from './template-rows.ts';
import { insertTemplate, rewriteTemplate, type TemplateWrite } from './template-write.ts';

/** The owner making a change, and from where (the audit log keeps both). */
export interface TemplateEditor {
  staffId: number;
  ip: string;
}

/** The template as the audit log keeps it: its fields, not its times. */
const audited = ({ updateTime: _, createTime: __, ...fields }: admin.AdminDesignTemplate) => fields;

function audit(
  db: Db,
  editor: TemplateEditor,
  action: Extract<admin.AuditAction, `designTemplate.${string}`>,
  id: number,
  change: Pick<AuditEntry, 'before' | 'after'>,
): Promise<void> {
  return recordAudit(db, { ...editor, action, entity: 'designTemplate', entityId: id, ...change });
}

/**
 * The fields as written, after the checks: a product that can be designed (hidden ones too: staff
 * may prepare its templates before showing it), and a layout of at most its sides and the shop's images.
 */
async function checkedWrite(
  db: Db,
  { productNo, ...fields }: admin.DesignTemplateFields,
): Promise<TemplateWrite> {
  const product = await designableProduct(db, { productNo }, { shownOnly: false });
  await checkTemplateLayout(db, fields.layout, product.sides);
  return { ...fields, productId: product.id };
}

/** Where a template stands: its product, and its place among that product's templates. */
interface TemplatePlace {
  productId: number;
  position: number;
}

/** Locks the template's row for the rest of the transaction and answers it as it is; 404 for none. */
async function lockedTemplate(
  db: Db,
  id: number,
): Promise<{ place: TemplatePlace; template: admin.AdminDesignTemplate }> {
  const [place] = await db
    .select({ productId: designTemplates.productId, position: designTemplates.position })
    .from(designTemplates)
    .where(eq(designTemplates.id, id))
    .for('update');
  if (!place) throw new HttpError(CODE.notFound, 'designTemplateNotFound');
  return { place, template: await templateById(db, id) };
}

export async function addTemplate(
  db: Database,
  fields: admin.DesignTemplateFields,
  editor: TemplateEditor,
): Promise<admin.AdminDesignTemplate> {
  const write = await checkedWrite(db, fields);
  return db.transaction(async (tx) => {
    const id = await insertTemplate(tx, write);
    const after = await templateById(tx, id);
    await audit(tx, editor, 'designTemplate.create', id, { after: audited(after) });
    return after;
  });
}

/** Changes the template under its row's lock and records it as it was before and after; 404 for none. */
async function changeTemplate(
  db: Database,
  id: number,
  editor: TemplateEditor,
  action: 'designTemplate.update' | 'designTemplate.publish',
  change: (tx: Db, place: TemplatePlace) => Promise<void>,
): Promise<admin.AdminDesignTemplate> {
  return db.transaction(async (tx) => {
    const { place, template: before } = await lockedTemplate(tx, id);
    await change(tx, place);
    const after = await templateById(tx, id);
    await audit(tx, editor, action, id, { before: audited(before), after: audited(after) });
    return after;
  });
}

export async function updateTemplate(
  db: Database,
  id: number,
  fields: admin.DesignTemplateFields,
  editor: TemplateEditor,
): Promise<admin.AdminDesignTemplate> {
  const write = await checkedWrite(db, fields);
  return changeTemplate(db, id, editor, 'designTemplate.update', (tx, place) =>
    rewriteTemplate(tx, id, write, place),
  );
}

/** Publishes the template, offered in the shop at once, or hides it again. */
export function publishTemplate(
  db: Database,
  id: number,
  published: boolean,
  editor: TemplateEditor,
): Promise<admin.AdminDesignTemplate> {
  return changeTemplate(db, id, editor, 'designTemplate.publish', async (tx) => {
    await tx
      .update(designTemplates)
      .set({ published, updatedAt: sql`now()` })
      .where(eq(designTemplates.id, id));
  });
}

/** Deletes the template; the designs made from it keep their layouts and no longer name it. */
export async function deleteTemplate(
  db: Database,
  id: number,
  editor: TemplateEditor,
): Promise<admin.AdminDesignTemplate> {
  return db.transaction(async (tx) => {
    const { template: before } = await lockedTemplate(tx, id);
    await tx.delete(designTemplates).where(eq(designTemplates.id, id));
    await audit(tx, editor, 'designTemplate.delete', id, { before: audited(before) });
    return before;
  });
}
