import type { Db } from '../../db/client.ts';
import { categories } from '../../modules/catalog/tables.ts';
import type { Text } from '../types.ts';
import type { SeedCategory } from './schemas.ts';

type SeedSubcategory = SeedCategory['children'][number];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Level-2 categories have a short HTML section built from their (plain-text) name, remark and tip. */
export function subcategoryContent(sub: SeedSubcategory): Text {
  const html = (lang: 'en' | 'zh') =>
    `<h3>${escapeHtml(sub.name[lang])}</h3><p>${escapeHtml(sub.remark[lang])}</p><p>${escapeHtml(sub.tip[lang])}</p>`;
  return { en: html('en'), zh: html('zh') };
}

/**
 * Inserts the category tree: level 1 with its own picture, then level 2 under its parent with
 * the first mock-up of the kind it sells. Ids come back from RETURNING and are matched on slugs,
 * so nothing depends on the order in which the database returns rows.
 */
export async function insertCategories(db: Db, tree: SeedCategory[]): Promise<void> {
  const tops = await db
    .insert(categories)
    .values(
      tree.map((c, sort) => ({
        level: 1,
        slug: c.slug,
        sort,
        popular: c.popular,
        name: c.name,
        remark: c.remark,
        content: c.content,
        img: `/media/category/${c.slug}.webp`,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const topIds = new Map(tops.map((row) => [row.slug, row.id]));
  await db.insert(categories).values(
    tree.flatMap((c) =>
      c.children.map((sub, sort) => ({
        parentId: topIds.get(c.slug)!,
        level: 2,
        slug: sub.slug,
        sort,
        popular: false,
        name: sub.name,
        remark: sub.remark,
        content: subcategoryContent(sub),
        img: `/media/product/${sub.kind}/1.webp`,
      })),
    ),
  );
}
