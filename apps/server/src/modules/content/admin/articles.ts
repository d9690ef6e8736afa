import { type admin, CODE } from '@printshop/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { articles } from '../tables.ts';
import {
  bilingualOf,
  type ContentEditor,
  checkOrder,
  placeIn,
  recordContentEdit,
  sanitizedHtml,
} from './content-edit.ts';

type ArticleRow = typeof articles.$inferSelect;

function toRow(row: Omit<ArticleRow, 'content' | 'sort'>): admin.AdminArticleRow {
  return {
    id: row.id,
    kind: row.kind,
    title: bilingualOf(row.title),
    subheading: bilingualOf(row.subheading),
    img: row.img || null,
  };
}

function toAdminArticle(row: ArticleRow): admin.AdminArticle {
  return { ...toRow(row), content: bilingualOf(row.content) };
}

/** The columns of what an owner wrote; the HTML sanitised. */
function columnsOf(fields: admin.ArticleFields) {
  return { ...fields, content: sanitizedHtml(fields.content) };
}

const rowColumns = {
  id: articles.id,
  kind: articles.kind,
  title: articles.title,
  subheading: articles.subheading,
  img: articles.img,
};

const designOrder = [asc(articles.sort), asc(articles.id)];

async function designRows(db: Db): Promise<admin.AdminArticleRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(articles)
    .where(eq(articles.kind, 'design'))
    .orderBy(...designOrder);
  return rows.map(toRow);
}

/** Every article without its content: the pages by number, the design-service entries in their order. */
export async function articleList(
  db: Db,
): Promise<{ pages: admin.AdminArticleRow[]; designs: admin.AdminArticleRow[] }> {
  const rows = await db
    .select(rowColumns)
    .from(articles)
    .orderBy(...designOrder);
  const listed = rows.map(toRow);
  return {
    pages: listed.filter((row) => row.kind === 'page').sort((a, b) => a.id - b.id),
    designs: listed.filter((row) => row.kind === 'design'),
  };
}

/** One article, locked for the edit when `tx` is one; 404 when there is none (of `kind`, if given). */
async function articleRow(db: Db, id: number, kind?: admin.ArticleKind, lock = false): Promise<ArticleRow> {
  const query = db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), kind ? eq(articles.kind, kind) : undefined));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new HttpError(CODE.notFound, 'articleNotFound');
  return row;
}

export async function articleDetail(db: Db, id: number): Promise<admin.AdminArticle> {
  return toAdminArticle(await articleRow(db, id));
}

/** Changes an article of either kind, audited before and after. */
export function updateArticle(
  db: Database,
  id: number,
  fields: admin.ArticleFields,
  editor: ContentEditor,
): Promise<admin.AdminArticle> {
  return db.transaction(async (tx) => {
    const before = toAdminArticle(await articleRow(tx, id, undefined, true));
    const [row] = await tx.update(articles).set(columnsOf(fields)).where(eq(articles.id, id)).returning();
    const after = toAdminArticle(row!);
    await recordContentEdit(tx, editor, {
      action: before.kind === 'page' ? 'article.update' : 'designArticle.update',
      entity: 'article',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Adds an entry at the end of the design-service page, audited. */
export function createDesignArticle(
  db: Database,
  fields: admin.ArticleFields,
  editor: ContentEditor,
): Promise<admin.AdminArticle> {
  return db.transaction(async (tx) => {
    const last = tx
      .select({ sort: sql`coalesce(max(${articles.sort}) + 1, 0)` })
      .from(articles)
      .where(eq(articles.kind, 'design'));
    const [row] = await tx
      .insert(articles)
      .values({ ...columnsOf(fields), kind: 'design', sort: sql`(${last})` })
      .returning();
    const after = toAdminArticle(row!);
    await recordContentEdit(tx, editor, {
      action: 'designArticle.create',
      entity: 'article',
      entityId: after.id,
      after,
    });
    return after;
  });
}

/** Removes an entry of the design-service page, audited with what it said; a page article is never removed. */
export function deleteDesignArticle(
  db: Database,
  id: number,
  editor: ContentEditor,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = toAdminArticle(await articleRow(tx, id, 'design', true));
    await tx.delete(articles).where(eq(articles.id, id));
    await recordContentEdit(tx, editor, {
      action: 'designArticle.delete',
      entity: 'article',
      entityId: id,
      before,
    });
    return { id };
  });
}

/** Puts the design-service entries in the order of `ids`, audited with the order before and after. */
export function orderDesignArticles(
  db: Database,
  ids: number[],
  editor: ContentEditor,
): Promise<{ designs: admin.AdminArticleRow[] }> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.kind, 'design'))
      .orderBy(...designOrder)
      .for('update');
    const before = current.map((row) => row.id);
    checkOrder(before, ids);
    await tx
      .update(articles)
      .set({ sort: placeIn(ids, articles.id) })
      .where(eq(articles.kind, 'design'));
    await recordContentEdit(tx, editor, {
      action: 'designArticle.order',
      entity: 'article',
      entityId: null,
      before: { ids: before },
      after: { ids },
    });
    return { designs: await designRows(tx) };
  });
}
