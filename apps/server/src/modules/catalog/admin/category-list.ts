import { type admin, CODE, type LocalizedText } from '@printshop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { categories, products } from '../tables.ts';

/*
 * The counts as correlated subqueries, so the whole tree is one statement (no query per
 * category); the category_id and parent_id indexes serve them. The outer id is spelt out because
 * Drizzle leaves columns unqualified in single-table selects.
 */
const outerId = sql.raw('"categories"."id"');
const productCount = sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${outerId})`;
const childCount = sql<number>`(select count(*)::int from ${categories} as child where child.parent_id = ${outerId})`;

function categoryRows(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      level: categories.level,
      slug: categories.slug,
      name: categories.name,
      remark: categories.remark,
      content: categories.content,
      img: categories.img,
      sort: categories.sort,
      popular: categories.popular,
      active: categories.active,
      productCount,
      childCount,
    })
    .from(categories);
}

type CategoryRow = Awaited<ReturnType<typeof categoryRows>>[number];

/** Both languages of a text; one the seed or an import left without Chinese reads as empty. */
const bothLanguages = (text: LocalizedText) => ({ en: text.en, zh: text.zh ?? '' });

function toCategory(row: CategoryRow): admin.AdminCategory {
  return {
    ...row,
    level: row.level === 1 ? 1 : 2,
    name: bothLanguages(row.name),
    remark: bothLanguages(row.remark),
    content: bothLanguages(row.content),
  };
}

/** Every category in tree order: each level-1 category, by sort, followed by its own; one query. */
export async function categoryList(db: Db): Promise<admin.AdminCategory[]> {
  const rows = await categoryRows(db).orderBy(asc(categories.sort), asc(categories.id));
  const byParent = groupBy(rows.map(toCategory), (row) => row.parentId);
  return (byParent.get(null) ?? []).flatMap((top) => [top, ...(byParent.get(top.id) ?? [])]);
}

export async function categoryById(db: Db, id: number): Promise<admin.AdminCategory> {
  const [row] = await categoryRows(db).where(eq(categories.id, id));
  if (!row) throw new HttpError(CODE.notFound, 'categoryNotFound');
  return toCategory(row);
}
