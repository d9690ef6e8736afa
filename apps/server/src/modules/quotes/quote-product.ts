import { type admin, api } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { writeProduct } from '../catalog/admin/product-write.ts';
import { type SkuDescription, soleSku } from '../catalog/skus.ts';
import { categories } from '../catalog/tables.ts';

const PICTURE = '/media/illustration/design.webp';
const none = { en: '', zh: '' };

/** A hidden category of the quote product's: the one of that slug, made when there is none. */
async function hiddenCategory(db: Db, values: typeof categories.$inferInsert): Promise<number> {
  await db.insert(categories).values(values).onConflictDoNothing({ target: categories.slug });
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, values.slug));
  return row!.id;
}

/**
 * The hidden product accepted offers are ordered as (docs/decisions/085), in hidden categories of
 * its own so that no list of the storefront ever shows it and no real category holds it. The
 * seed makes it in every shop, with or without the demo data; a shop seeded before offers
 * existed gets it at its first accepted offer. One transaction at a time makes it.
 */
export async function quoteProduct(db: Db): Promise<SkuDescription> {
  const found = await soleSku(db, api.QUOTE_PRODUCT_NO);
  if (found) return found;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${api.QUOTE_PRODUCT_NO}))`);
  const made = await soleSku(db, api.QUOTE_PRODUCT_NO);
  if (made) return made;
  const topId = await hiddenCategory(db, {
    level: 1,
    slug: 'custom-quotes',
    sort: 100,
    name: { en: 'Custom quotes', zh: '定制报价' },
    remark: { en: 'Work priced on a custom quote.', zh: '按定制报价生产的订单。' },
    content: none,
    img: PICTURE,
    active: false,
  });
  const subId = await hiddenCategory(db, {
    parentId: topId,
    level: 2,
    slug: 'quoted-work',
    name: { en: 'Quoted work', zh: '报价订单' },
    remark: { en: 'The lines of accepted offers.', zh: '已接受报价的各项内容。' },
    content: none,
    img: PICTURE,
    active: false,
  });
  const draft: admin.ProductDraft = {
    productNo: api.QUOTE_PRODUCT_NO,
    categoryId: subId,
    name: { en: 'Quoted work', zh: '报价定制' },
    remark: {
      en: '<p>Each line of an accepted offer is ordered as this product, under the line’s own title and price. Keep it hidden.</p>',
      zh: '<p>已接受报价的每一项都以本产品下单，名称和价格取自该项。请保持隐藏。</p>',
    },
    serverContent: none,
    featureTags: { en: [], zh: [] },
    overview: [],
    images: [PICTURE],
    topSeller: false,
    featured: false,
    isNew: false,
    bestDeal: false,
    active: false,
    // Two working weeks, the usual for custom work; an owner may change it in the product editor.
    productionDays: 14,
    printSize: null,
    groups: [],
  };
  // Its one combination has no codes. Its price is never used, each line bringing its own; it is
  // the least a price may be, so that the catalogue's CSV reads its own export back.
  await writeProduct(db, draft, new Map([['', 1]]));
  return (await soleSku(db, api.QUOTE_PRODUCT_NO))!;
}
