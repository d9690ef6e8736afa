import { type admin, CODE } from '@printshop/contract';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { dayStart, postDay, postsOfStanding, standingOf } from '../blog-days.ts';
import { blogCategories, blogPostCategories, blogPosts } from '../tables.ts';
import { bilingualOf, type ContentEditor, recordContentEdit, sanitizedHtml } from './content-edit.ts';

/** The owner writing, and the shop's time zone, in which a post's day comes. */
export interface BlogEditor extends ContentEditor {
  timeZone: string;
}

type PostRow = typeof blogPosts.$inferSelect;

/** The categories of each post, in the blog's order of categories: one query for any number of posts. */
async function categoriesOf(db: Db, postIds: number[]): Promise<Map<number, number[]>> {
  const byPost = new Map<number, number[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const links = await db
    .select({ postId: blogPostCategories.postId, categoryId: blogPostCategories.categoryId })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, postIds))
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
  for (const link of links) byPost.get(link.postId)?.push(link.categoryId);
  return byPost;
}

function toRow(
  row: Pick<PostRow, 'id' | 'title' | 'img' | 'status' | 'publishedAt'>,
  categories: number[],
  timeZone: string,
): admin.AdminBlogPostRow {
  return {
    id: row.id,
    title: bilingualOf(row.title),
    img: row.img,
    status: row.status,
    standing: standingOf(row, timeZone),
    publishedOn: postDay(row.publishedAt),
    categories,
  };
}

interface BlogListInput {
  status?: admin.BlogPostStanding;
  page: number;
  size: number;
}

/** A page of posts, the latest day first, drafts included, in three queries whatever the page's size. */
export async function blogPostList(
  db: Db,
  input: BlogListInput,
  timeZone: string,
): Promise<{ list: admin.AdminBlogPostRow[]; total: number }> {
  const where = input.status ? postsOfStanding(input.status, timeZone) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        img: blogPosts.img,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toRow(row, categories.get(row.id) ?? [], timeZone)),
    total: counted?.total ?? 0,
  };
}

/** One post with its categories, locked for an edit when asked; 404 when there is none. */
async function postOf(db: Db, id: number, timeZone: string, lock = false): Promise<admin.AdminBlogPost> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new HttpError(CODE.notFound, 'blogPostNotFound');
  const categories = await categoriesOf(db, [id]);
  return {
    ...toRow(row, categories.get(id) ?? [], timeZone),
    subheading: bilingualOf(row.subheading),
    content: bilingualOf(row.content),
  };
}

export function blogPostDetail(db: Db, id: number, timeZone: string): Promise<admin.AdminBlogPost> {
  return postOf(db, id, timeZone);
}

/** The categories named, each once; a 400 when one is not a category of the blog. */
async function checkedCategories(db: Db, ids: number[]): Promise<number[]> {
  const named = [...new Set(ids)];
  if (named.length === 0) return named;
  const found = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(inArray(blogCategories.id, named))
    // Kept until the post is written: a category being removed meanwhile waits, then finds the post.
    .for('share');
  if (found.length !== named.length) throw new HttpError(CODE.badRequest, 'blogPostCategoryUnknown');
  return named;
}

/** The post's columns from what the owner wrote, and its place in its categories. */
async function writePost(tx: Db, id: number | null, fields: admin.BlogPostFields): Promise<number> {
  const categories = await checkedCategories(tx, fields.categories);
  const columns = {
    title: fields.title,
    subheading: fields.subheading,
    img: fields.img,
    content: sanitizedHtml(fields.content),
    status: fields.status,
    publishedAt: dayStart(fields.publishedOn),
  };
  let postId = id;
  if (postId === null) {
    const [row] = await tx.insert(blogPosts).values(columns).returning({ id: blogPosts.id });
    postId = row!.id;
  } else {
    await tx.update(blogPosts).set(columns).where(eq(blogPosts.id, postId));
    await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  }
  if (categories.length > 0) {
    await tx
      .insert(blogPostCategories)
      .values(categories.map((categoryId) => ({ postId: postId, categoryId })));
  }
  return postId;
}

/** Writes a new post, a draft or published, audited. */
export function createBlogPost(
  db: Database,
  fields: admin.BlogPostFields,
  editor: BlogEditor,
): Promise<admin.AdminBlogPost> {
  return db.transaction(async (tx) => {
    const id = await writePost(tx, null, fields);
    const after = await postOf(tx, id, editor.timeZone);
    await recordContentEdit(tx, editor, {
      action: 'blogPost.create',
      entity: 'blogPost',
      entityId: id,
      after,
    });
    return after;
  });
}

/** Changes a post (publishing it, or taking it back to a draft, included), audited before and after. */
export function updateBlogPost(
  db: Database,
  id: number,
  fields: admin.BlogPostFields,
  editor: BlogEditor,
): Promise<admin.AdminBlogPost> {
  return db.transaction(async (tx) => {
    const before = await postOf(tx, id, editor.timeZone, true);
    await writePost(tx, id, fields);
    const after = await postOf(tx, id, editor.timeZone);
    await recordContentEdit(tx, editor, {
      action: 'blogPost.update',
      entity: 'blogPost',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Removes a post and its place in its categories, audited with what it said. */
export function deleteBlogPost(db: Database, id: number, editor: BlogEditor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await postOf(tx, id, editor.timeZone, true);
    await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, id));
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await recordContentEdit(tx, editor, {
      action: 'blogPost.delete',
      entity: 'blogPost',
      entityId: id,
      before,
    });
    return { id };
  });
}
