import type { admin } from '@printshop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, type products } from '../modules/catalog/tables.ts';

/** The first subcategory (level 2) of the seeded shop: where a test's product can be listed. */
export async function aSubcategory(db: Db, index = 0): Promise<number> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.level, 2), eq(categories.active, true)))
    .orderBy(asc(categories.id));
  const row = rows[index];
  if (!row) throw new Error(`no subcategory ${index}`);
  return row.id;
}

/** A shown product's row as a test inserts it straight into the table, with `changes` over plain texts. */
export function testProductRow(
  productNo: string,
  categoryId: number,
  name: { en: string; zh: string },
  changes: Partial<typeof products.$inferInsert> = {},
): typeof products.$inferInsert {
  return {
    productNo,
    categoryId,
    sort: 999,
    name,
    remark: { en: '<p>Fine</p>', zh: '' },
    serverContent: { en: '', zh: '' },
    featureTags: { en: [] },
    images: ['/media/x.webp'],
    overview: [],
    ...changes,
  };
}

const both = (en: string, zh: string) => ({ en, zh });
/** An option value that prints no pages of its own. */
const value = (code: string, en: string, zh: string) => ({ code, label: both(en, zh), pages: null });

/** A complete, hidden product with two option groups (paper P1 P2, quantity Q1 Q2 Q3): six combinations. */
export function testDraft(
  productNo: string,
  categoryId: number,
  changes: Partial<admin.ProductDraft> = {},
): admin.ProductDraft {
  return {
    productNo,
    categoryId,
    name: both(`Test card ${productNo}`, `测试名片 ${productNo}`),
    remark: both('<p>Thick card.</p>', '<p>厚卡纸。</p>'),
    serverContent: both('<p>We check your file.</p>', '<p>我们会检查您的文件。</p>'),
    featureTags: { en: ['Thick'], zh: ['厚'] },
    overview: [{ key: both('Size', '尺寸'), value: both('3.5 x 2 in', '3.5×2 英寸') }],
    images: ['/media/product/business-card/1.webp'],
    topSeller: false,
    featured: false,
    isNew: true,
    bestDeal: false,
    active: false,
    productionDays: 4,
    printSize: { trimWidthMm: 89, trimHeightMm: 51, bleedMm: 3 },
    groups: [
      {
        name: both('Paper', '纸张'),
        values: [value('P1', 'Matte', '哑光'), value('P2', 'Silk', '丝绒')],
      },
      {
        name: both('Quantity', '数量'),
        values: [value('Q1', '100', '100 张'), value('Q2', '250', '250 张'), value('Q3', '500', '500 张')],
      },
    ],
    ...changes,
  };
}
