import { type admin, CODE } from '@printshop/contract';
import { asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { refusingDuplicates } from '../../../db/unique-violation.ts';
import { HttpError } from '../../../http/errors.ts';
import { announceChange } from '../../../lib/change-feed.ts';
import { sanitize } from '../../../lib/sanitize.ts';
import { recordAudit } from '../../audit/record.ts';
import { categories } from '../tables.ts';
import { categoryById } from './category-list.ts';

/** The owner making a change, and from where (the audit log keeps both). */
export interface CategoryEditor {
  staffId: number;
  ip: string;
}

/** The category as the audit log keeps it: its fields, not its counts. */
const audited = ({ productCount: _, childCount: __, ...fields }: admin.AdminCategory) => fields;

/** The columns of a category's fields (all but its place); its HTML as every page will show it. */
function columnsOf(fields: admin.CategoryFields) {
  return {
    parentId: fields.parentId ?? null,
    level: fields.parentId === undefined ? 1 : 2,
    slug: fields.slug,
    name: fields.name,
    remark: fields.remark,
    content: { en: sanitize(fields.content.en), zh: sanitize(fields.content.zh) },
    img: fields.img,
    popular: fields.popular,
    active: fields.active,
  };
}

/** After the last of the siblings under `parentId` (the level-1 categories without one). */
async function lastPlace(db: Db, parentId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ sort: max(categories.sort) })
    .from(categories)
    .where(parentId === undefined ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  return row?.sort === null || row?.sort === undefined ? 0 : row.sort + 1;
}

/**
 * Locks the category being changed and its new parent, in id order, so that two edits of either
 * never wait on each other; answers their levels by id.
 */
async function lockedLevels(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: categories.id, level: categories.level })
    .from(categories)
    .where(inArray(categories.id, ids))
    .orderBy(asc(categories.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.level]));
}

/** A level-2 category belongs to an existing level-1 one, never to itself. */
function checkParent(levels: Map<number, number>, parentId: number | undefined, self?: number): void {
  if (parentId === undefined) return;
  if (parentId === self) throw new HttpError(CODE.badRequest, 'categoryOwnParent');
  if (levels.get(parentId) !== 1) throw new HttpError(CODE.badRequest, 'categoryParentNotTop');
}

/** Runs a write whose slug may be another category's: that is a 409 naming it. */
function withNewSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  return refusingDuplicates(write, () => new HttpError(CODE.conflict, 'categorySlugTaken', { slug }));
}

/** Adds a category, last among its siblings unless given a place; audited, and the storefront follows. */
export function addCategory(
  db: Database,
  fields: admin.CategoryFields,
  editor: CategoryEditor,
): Promise<admin.AdminCategory> {
  return withNewSlug(fields.slug, () =>
    db.transaction(async (tx) => {
      const parentIds = fields.parentId === undefined ? [] : [fields.parentId];
      checkParent(await lockedLevels(tx, parentIds), fields.parentId);
      const sort = fields.sort ?? (await lastPlace(tx, fields.parentId));
      const [row] = await tx
        .insert(categories)
        .values({ ...columnsOf(fields), sort })
        .returning({ id: categories.id });
      const category = await categoryById(tx, row!.id);
      await recordAudit(tx, {
        staffId: editor.staffId,
        ip: editor.ip,
        action: 'category.create',
        entity: 'category',
        entityId: category.id,
        after: audited(category),
      });
      await announceChange(tx, 'catalog');
      return category;
    }),
  );
}

/**
 * Changes every field of a category, audited with before and after. A level-1 category with
 * subcategories stays level 1: the menus have no third level. Moved under another parent without
 * a place given, it goes last there.
 */
export function updateCategory(
  db: Database,
  id: number,
  fields: admin.CategoryFields,
  editor: CategoryEditor,
): Promise<admin.AdminCategory> {
  return withNewSlug(fields.slug, () =>
    db.transaction(async (tx) => {
      const levels = await lockedLevels(tx, fields.parentId === undefined ? [id] : [id, fields.parentId]);
      if (!levels.has(id)) throw new HttpError(CODE.notFound, 'categoryNotFound');
      checkParent(levels, fields.parentId, id);
      const before = await categoryById(tx, id);
      if (fields.parentId !== undefined && before.childCount > 0) {
        throw new HttpError(CODE.conflict, 'categoryParentHasChildren');
      }
      const moved = (fields.parentId ?? null) !== before.parentId;
      const sort = fields.sort ?? (moved ? await lastPlace(tx, fields.parentId) : before.sort);
      await tx
        .update(categories)
        .set({ ...columnsOf(fields), sort })
        .where(eq(categories.id, id));
      const after = await categoryById(tx, id);
      await recordAudit(tx, {
        staffId: editor.staffId,
        ip: editor.ip,
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      await announceChange(tx, 'catalog');
      return after;
    }),
  );
}

/**
 * Deletes a category that holds nothing: one with products or subcategories is hidden instead
 * (409), so no product is left without a shelf and no order's product loses its category.
 */
export async function deleteCategory(
  db: Database,
  id: number,
  editor: CategoryEditor,
): Promise<admin.AdminCategory> {
  return db.transaction(async (tx) => {
    await lockedLevels(tx, [id]);
    const before = await categoryById(tx, id);
    if (before.productCount > 0) throw new HttpError(CODE.conflict, 'categoryHasProducts');
    if (before.childCount > 0) throw new HttpError(CODE.conflict, 'categoryHasSubcategories');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      staffId: editor.staffId,
      ip: editor.ip,
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: audited(before),
    });
    await announceChange(tx, 'catalog');
    return before;
  });
}
