import { type admin, CODE } from '@printshop/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { blogCategories, blogPostCategories } from '../tables.ts';
import { bilingualOf, type ContentEditor, checkOrder, placeIn, recordContentEdit } from './content-edit.ts';

/** The categories with how many posts each has (drafts included), in the blog's order, in one query. */
function categoryRows(db: Db) {
  return db
    .select({ id: blogCategories.id, title: blogCategories.title, posts: count(blogPostCategories.postId) })
    .from(blogCategories)
    .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id))
    .$dynamic();
}

type CategoryRow = Awaited<ReturnType<typeof categoryRows>>[number];

const toCategory = (row: CategoryRow): admin.AdminBlogCategory => ({ ...row, title: bilingualOf(row.title) });

export async function blogCategoryList(db: Db): Promise<{ list: admin.AdminBlogCategory[] }> {
  return { list: (await categoryRows(db)).map(toCategory) };
}

/** One category, its row locked for the edit first when asked; 404 when there is none. */
async function categoryOf(db: Db, id: number, lock = false): Promise<admin.AdminBlogCategory> {
  if (lock)
    await db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(blogCategories.id, id))
      .for('update');
  const [row] = await categoryRows(db).where(eq(blogCategories.id, id));
  if (!row) throw new HttpError(CODE.notFound, 'blogCategoryNotFound');
  return toCategory(row);
}

/** Adds a category at the end of the blog's list, audited. */
export function createBlogCategory(
  db: Database,
  fields: admin.BlogCategoryFields,
  editor: ContentEditor,
): Promise<admin.AdminBlogCategory> {
  return db.transaction(async (tx) => {
    const last = tx.select({ sort: sql`coalesce(max(${blogCategories.sort}) + 1, 0)` }).from(blogCategories);
    const [row] = await tx
      .insert(blogCategories)
      .values({ title: fields.title, sort: sql`(${last})` })
      .returning({ id: blogCategories.id });
    const after = await categoryOf(tx, row!.id);
    await recordContentEdit(tx, editor, {
      action: 'blogCategory.create',
      entity: 'blogCategory',
      entityId: after.id,
      after,
    });
    return after;
  });
}

/** Renames a category in both languages, audited before and after. */
export function renameBlogCategory(
  db: Database,
  id: number,
  fields: admin.BlogCategoryFields,
  editor: ContentEditor,
): Promise<admin.AdminBlogCategory> {
  return db.transaction(async (tx) => {
    const before = await categoryOf(tx, id, true);
    await tx.update(blogCategories).set({ title: fields.title }).where(eq(blogCategories.id, id));
    const after = await categoryOf(tx, id);
    await recordContentEdit(tx, editor, {
      action: 'blogCategory.update',
      entity: 'blogCategory',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Removes a category without posts, audited; one with posts is a 409 naming how many it has. */
export function deleteBlogCategory(db: Database, id: number, editor: ContentEditor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await categoryOf(tx, id, true);
    if (before.posts > 0) throw new HttpError(CODE.conflict, 'blogCategoryInUse', { posts: before.posts });
    await tx.delete(blogCategories).where(eq(blogCategories.id, id));
    await recordContentEdit(tx, editor, {
      action: 'blogCategory.delete',
      entity: 'blogCategory',
      entityId: id,
      before,
    });
    return { id };
  });
}

/** Puts the categories in the order of `ids`, audited with the order before and after. */
export function orderBlogCategories(
  db: Database,
  ids: number[],
  editor: ContentEditor,
): Promise<{ list: admin.AdminBlogCategory[] }> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .orderBy(asc(blogCategories.sort), asc(blogCategories.id))
      .for('update');
    const before = current.map((row) => row.id);
    checkOrder(before, ids);
    await tx.update(blogCategories).set({ sort: placeIn(ids, blogCategories.id) });
    await recordContentEdit(tx, editor, {
      action: 'blogCategory.order',
      entity: 'blogCategory',
      entityId: null,
      before: { ids: before },
      after: { ids },
    });
    return blogCategoryList(tx);
  });
}
