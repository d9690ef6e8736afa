import { type admin, api } from '@printshop/contract';
import type { Db } from '../db/client.ts';
import { writeProduct } from '../modules/catalog/admin/product-write.ts';
import { categories } from '../modules/catalog/tables.ts';

const PICTURE = '/media/illustration/design.webp';
const none = { en: '', zh: '' };

/**
 * The hidden product accepted offers are ordered as (docs/decisions/085), in hidden categories of
 * its own so that no list of the storefront ever shows it and no real category holds it. Every
 * shop has it, with or without the demo data.
 */
export async function seedQuoteProduct(db: Db): Promise<void> {
  const [top] = await db
    .insert(categories)
    .values({
      level: 1,
      slug: 'custom-quotes',
      sort: 100,
      name: { en: 'Custom quotes', zh: '定制报价' },
      remark: { en: 'Work priced on a custom quote.', zh: '按定制报价生产的订单。' },
      content: none,
      img: PICTURE,
      active: false,
    })
    .returning({ id: categories.id });
  const [sub] = await db
    .insert(categories)
    .values({
      parentId: top!.id,
      level: 2,
      slug: 'quoted-work',
      name: { en: 'Quoted work', zh: '报价订单' },
      remark: { en: 'The lines of accepted offers.', zh: '已接受报价的各项内容。' },
      content: none,
      img: PICTURE,
      active: false,
    })
    .returning({ id: categories.id });
  const draft: admin.ProductDraft = {
    productNo: api.QUOTE_PRODUCT_NO,
    categoryId: sub!.id,
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
}
