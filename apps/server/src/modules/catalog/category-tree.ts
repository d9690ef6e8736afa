import { type Lang, pick } from '@printshop/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownCategory } from './shown-categories.ts';
import { categories } from './tables.ts';

export interface CategoryNode {
  id: number;
  slug: string;
  typeName: string;
  img: string;
  popular: boolean;
  subclassVOList: { id: number; typeName: string; img: string }[];
}

/** The shown level-1 categories with their shown level-2 children, in one query. */
export async function categoryTree(db: Db, lang: Lang): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(shownCategory)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  const tops = new Map<number, CategoryNode>();
  for (const row of rows) {
    const typeName = pick(row.name, lang);
    if (row.level === 1) {
      tops.set(row.id, {
        id: row.id,
        slug: row.slug,
        typeName,
        img: row.img,
        popular: row.popular,
        subclassVOList: [],
      });
    } else if (row.parentId !== null) {
      tops.get(row.parentId)?.subclassVOList.push({ id: row.id, typeName, img: row.img });
    }
  }
  return [...tops.values()];
}
