import { admin, api } from '@printshop/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/errors.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { call } from '../../../test/http.ts';
import { aSubcategory, testDraft } from '../../../test/product-draft.ts';
import { cartLineIds, newMember, putInCart } from '../../../test/shop.ts';
import { categories, products, skus } from '../tables.ts';
import { readProductDraft, writeProduct } from './product-write.ts';

/** writeProduct, as the editor's calls and the CSV importer use it: one transaction, no audit. */
describe('writing a product', () => {
  let t: TestApp;
  let categoryId: number;

  const pricesOf = async (productNo: string) => {
    const rows = await t.db
      .select({ codes: skus.codes, skuCode: skus.skuCode, priceCents: skus.priceCents })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(products.productNo, productNo))
      .orderBy(asc(skus.codes));
    return Object.fromEntries(rows.map((row) => [row.codes, row.priceCents]));
  };
  const write = (draft: admin.ProductDraft, prices?: Record<string, number>) =>
    t.db.transaction((tx) => writeProduct(tx, draft, prices && new Map(Object.entries(prices))));
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => (error instanceof HttpError ? [error.status, error.key] : error),
    );

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await aSubcategory(t.db);
  });
  afterAll(() => t.close());

  it('creates a product with its options and the prices given, and reads it back as written', async () => {
    const draft = testDraft('WT-1', categoryId);
    const { productId, before } = await write(draft, { P1Q1: 1000, P2Q3: 4550 });
    expect(before).toBeNull();
    expect(productId).toBeGreaterThan(0);
    expect(await readProductDraft(t.db, 'WT-1')).toEqual(draft);
    expect(await pricesOf('WT-1')).toEqual({ P1Q1: 1000, P2Q3: 4550 });
    const [row] = await t.db.select({ codes: skus.codes }).from(skus).where(eq(skus.skuCode, 'WT-1-P2Q3'));
    expect(row?.codes).toBe('P2Q3');
    expect(await readProductDraft(t.db, 'NO-SUCH')).toBeNull();
  });

  it('keeps the prices of the combinations that remain when a value is added or removed', async () => {
    const draft = testDraft('WT-2', categoryId);
    const all = Object.fromEntries(admin.combinationCodes(draft.groups).map((codes, i) => [codes, 1000 + i]));
    await write(draft, all);
    const member = await newMember(t.db);
    const [p2q3] = await t.db.select().from(skus).where(eq(skus.skuCode, 'WT-2-P2Q3'));
    const [p1q1] = await t.db.select().from(skus).where(eq(skus.skuCode, 'WT-2-P1Q1'));
    const gone = await putInCart(t.db, member.id, {
      skuId: p2q3!.id,
      productId: p2q3!.productId,
      priceCents: 0,
    });
    const kept = await putInCart(t.db, member.id, {
      skuId: p1q1!.id,
      productId: p1q1!.productId,
      priceCents: 0,
    });

    // Q3 goes, Q4 comes (priced), and the groups' labels change: the rest keep their prices.
    const [paper, quantity] = draft.groups;
    const changed = testDraft('WT-2', categoryId, {
      groups: [
        { ...paper!, name: { en: 'Stock', zh: '纸材' } },
        {
          ...quantity!,
          values: [
            ...quantity!.values.slice(0, 2),
            { code: 'Q4', label: { en: '1000', zh: '1000 张' }, pages: null },
          ],
        },
      ],
    });
    const { before } = await write(changed, { P1Q4: 9000, P2Q4: 9900 });
    expect(before).toEqual(draft);
    const { P1Q3: _, P2Q3: __, ...remaining } = all;
    expect(await pricesOf('WT-2')).toEqual({ ...remaining, P1Q4: 9000, P2Q4: 9900 });
    expect(await cartLineIds(t.db, member.id)).toEqual([kept]);
    expect(gone).not.toBe(kept);
  });

  it('refuses to show a product while a combination has no price, and writes nothing then', async () => {
    const draft = testDraft('WT-3', categoryId);
    expect(await refusal(write({ ...draft, active: true }, { P1Q1: 100 }))).toEqual([409, 'productUnpriced']);
    expect(await readProductDraft(t.db, 'WT-3')).toBeNull();
    const all = Object.fromEntries(admin.combinationCodes(draft.groups).map((codes) => [codes, 500]));
    await write({ ...draft, active: true }, all);
    expect((await call(t.app, api.productDetail, { productNo: 'WT-3' })).data.skulist).toHaveLength(6);
    // A new value without a price hides nothing by itself: the write that would leave it unpriced is refused.
    const [paper, quantity] = draft.groups;
    const more = {
      ...quantity!,
      values: [...quantity!.values, { code: 'Q9', label: { en: '9', zh: '9' }, pages: null }],
    };
    expect(await refusal(write({ ...draft, active: true, groups: [paper!, more] }))).toEqual([
      409,
      'productUnpriced',
    ]);
    expect((await readProductDraft(t.db, 'WT-3'))?.groups).toEqual(draft.groups);
  });

  it('refuses a category that is not a subcategory, and a price of no combination', async () => {
    const [top] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 1));
    for (const wrong of [top!.id, 999_999]) {
      expect(await refusal(write(testDraft('WT-4', wrong)))).toEqual([400, 'productCategoryNotSub']);
    }
    expect(await refusal(write(testDraft('WT-4', categoryId), { ZZ: 100 }))).toEqual([
      400,
      'priceUnknownCombination',
    ]);
  });

  it('sells a product without options as one combination', async () => {
    await write(testDraft('WT-5', categoryId, { groups: [], active: true }), { '': 2500 });
    const shop = await call(t.app, api.productDetail, { productNo: 'WT-5' });
    expect(shop.data.skulist).toEqual([{ codes: '', price: 25, skuCode: 'WT-5-' }]);
  });

  it('reads every demo product as a draft the editor accepts as it is, each with its print size', async () => {
    const rows = await t.db.select({ productNo: products.productNo }).from(products);
    for (const { productNo } of rows) {
      const draft = await readProductDraft(t.db, productNo);
      const parsed = admin.productDraft.safeParse(draft);
      expect(parsed.error?.issues, productNo).toBeUndefined();
      // Quoted work is made to each offer's own size.
      if (productNo !== api.QUOTE_PRODUCT_NO) expect(draft?.printSize, productNo).not.toBeNull();
    }
  });
});
