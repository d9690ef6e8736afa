import { admin, api } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { newMember, putInCart, skuOf } from '../../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { categories, skus } from '../tables.ts';

describe('the catalogue’s prices: /api/admin/products', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const storefrontPrices = async (productNo: string) =>
    Object.fromEntries(
      (await call(t.app, api.productDetail, { productNo })).data.skulist.map((sku) => [sku.codes, sku.price]),
    );
  const matrix = (productNo: string, lang?: string) =>
    call(t.app, admin.adminProductPrices, { productNo }, as(staff.owner, lang));

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('lists products by category, subcategories included, with their price ranges', async () => {
    const [cards] = await t.db.select().from(categories).where(eq(categories.slug, 'business-cards'));
    const res = await call(
      t.app,
      admin.adminProductList,
      { categoryId: cards!.id, size: 100 },
      as(staff.owner),
    );
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(res.data.list.length);
    expect(res.data.list.every((row) => row.category.startsWith('Business Cards'))).toBe(true);
    const classic = res.data.list.find((row) => row.productNo === 'BC-1001');
    const prices = Object.values(await storefrontPrices('BC-1001'));
    expect(classic).toMatchObject({
      active: true,
      skuCount: prices.length,
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
    });
    expect(res.data.categories.find((category) => category.id === cards!.id)?.name).toBe('Business Cards');

    const zh = await call(
      t.app,
      admin.adminProductList,
      { q: '名片', size: 5, page: 1 },
      as(staff.owner, 'zh'),
    );
    expect(zh.data.list.length).toBeGreaterThan(0);
    expect(zh.data.list.every((row) => row.name.includes('名片'))).toBe(true);
    expect((await call(t.app, admin.adminProductList, { q: 'bc-1001' }, as(staff.owner))).data.total).toBe(1);
  });

  it('answers a product’s matrix: its groups in order and each combination with its labels and price', async () => {
    const { data } = await matrix('BC-1001', 'zh');
    expect(data.groups.length).toBeGreaterThan(1);
    const shop = await storefrontPrices('BC-1001');
    expect(data.skus).toHaveLength(Object.keys(shop).length);
    for (const sku of data.skus) {
      expect(sku.price).toBe(shop[sku.codes]);
      expect(sku.values).toHaveLength(data.groups.length);
      for (const [index, label] of sku.values.entries()) {
        expect(data.groups[index]!.values.map((v) => v.label)).toContain(label);
      }
    }
    expect((await matrix('NO-SUCH')).status).toBe(404);
  });

  it('sets the prices listed, keeps the others, audits the cells changed, and the storefront and carts follow at once', async () => {
    const before = await storefrontPrices('BC-1002');
    const member = await newMember(t.db);
    const sku = await skuOf(t.db, 'BC-1002', 0);
    await putInCart(t.db, member.id, sku, 2);
    const [inCart] = await t.db.select({ codes: skus.codes }).from(skus).where(eq(skus.id, sku.skuId));
    const [kept, changed] = Object.keys(before).filter((codes) => codes !== inCart!.codes);
    // The cart and the checkout keep SKUs between edits: these keep the price before the edit.
    const cartBefore = await call(t.app, api.cartList, {}, { token: member.token });
    expect(cartBefore.data.list[0]!.unitPrice).toBe(before[inCart!.codes]);
    expect((await call(t.app, api.toOrder, {}, { token: member.token })).data.totalPrice).toBe(
      2 * before[inCart!.codes]!,
    );

    const res = await call(
      t.app,
      admin.adminSaveProductPrices,
      {
        productNo: 'BC-1002',
        skus: [
          { codes: inCart!.codes, price: 99.5 },
          { codes: kept!, price: before[kept!]! },
          { codes: changed!, price: 12.34 },
        ],
      },
      as(staff.owner),
    );
    expect(res.status).toBe(200);
    expect(res.msg).toMatch(/^Prices of .+ saved$/);
    expect(await storefrontPrices('BC-1002')).toEqual({
      ...before,
      [inCart!.codes]: 99.5,
      [changed!]: 12.34,
    });
    const cart = await call(t.app, api.cartList, {}, { token: member.token });
    expect(cart.data.list[0]!.unitPrice).toBe(99.5);
    expect((await call(t.app, api.toOrder, {}, { token: member.token })).data.totalPrice).toBe(199);
    const repeated = [
      { codes: kept!, price: 1 },
      { codes: kept!, price: 2 },
    ];
    expect(
      (
        await call(
          t.app,
          admin.adminSaveProductPrices,
          { productNo: 'BC-1002', skus: repeated },
          as(staff.owner),
        )
      ).msg,
    ).toBe('A row is repeated: each may appear once');

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'product.prices'));
    // Only the cells whose price changed; the one sent at its own price is not.
    expect(Object.keys((entry!.after as { prices: object }).prices).sort()).toEqual(
      [inCart!.codes, changed!].sort(),
    );
  });

  it('refuses an unknown combination or a price of 0 or below, and changes nothing', async () => {
    const before = await storefrontPrices('BC-1003');
    const [codes] = Object.keys(before);
    const cases: [unknown, string][] = [
      [
        [
          { codes: codes!, price: 5 },
          { codes: 'ZZZ', price: 5 },
        ],
        'The product has no combination ZZZ',
      ],
      [[{ codes: codes!, price: 0 }], 'Price must be at least 0.01'],
      [[{ codes: codes!, price: -3 }], 'Price must be at least 0.01'],
      [[{ codes: codes!, price: 1.005 }], 'Please check price'],
    ];
    for (const [cells, msg] of cases) {
      expect(
        await callUnchecked(
          t.app,
          admin.adminSaveProductPrices,
          { productNo: 'BC-1003', skus: cells },
          as(staff.owner),
        ),
      ).toMatchObject({
        status: 400,
        msg,
      });
    }
    expect(await storefrontPrices('BC-1003')).toEqual(before);
  });

  it('reprices a range of products by a percentage in one go, rounded to the cent, and audits each', async () => {
    const nos = ['BC-1004', 'BC-1005'];
    const before = await Promise.all(nos.map(storefrontPrices));
    const res = await call(
      t.app,
      admin.adminRepriceProducts,
      { productNos: nos, percent: 5 },
      as(staff.owner, 'zh'),
    );
    expect(res.status).toBe(200);
    expect(res.data.products).toBe(2);
    const after = await Promise.all(nos.map(storefrontPrices));
    nos.forEach((_, i) => {
      for (const [codes, price] of Object.entries(before[i]!)) {
        expect(after[i]![codes]).toBe(Math.round(Math.round(price * 100) * 1.05) / 100);
      }
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.reprice'), eq(auditLog.entity, 'product')));
    expect(entries).toHaveLength(2);
    expect(entries[0]!.after).toMatchObject({ percent: 5 });
  });

  it('never takes a price below a cent, and refuses 0 %, an unknown product and more than −90 %', async () => {
    const [cheap] = await t.db
      .select()
      .from(skus)
      .where(eq(skus.id, (await skuOf(t.db, 'BC-1006', 0)).skuId));
    await t.db.update(skus).set({ priceCents: 2 }).where(eq(skus.id, cheap!.id));
    await call(t.app, admin.adminRepriceProducts, { productNos: ['BC-1006'], percent: -90 }, as(staff.owner));
    const [floor] = await t.db.select().from(skus).where(eq(skus.id, cheap!.id));
    expect(floor!.priceCents).toBe(1);

    const before = await storefrontPrices('BC-1006');
    expect(
      (
        await call(
          t.app,
          admin.adminRepriceProducts,
          { productNos: ['BC-1006'], percent: 0 },
          as(staff.owner),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          t.app,
          admin.adminRepriceProducts,
          { productNos: ['BC-1006'], percent: -95 },
          as(staff.owner),
        )
      ).msg,
    ).toBe('Percentage must be at least -90');
    expect(
      (
        await call(
          t.app,
          admin.adminRepriceProducts,
          { productNos: ['BC-1006', 'NO-SUCH'], percent: 5 },
          as(staff.owner),
        )
      ).status,
    ).toBe(404);
    expect(await storefrontPrices('BC-1006')).toEqual(before);
  });

  it('is the owners’ alone: production and support get 403', async () => {
    for (const role of ['production', 'support'] as const) {
      expect((await call(t.app, admin.adminProductList, {}, as(staff[role]))).status).toBe(403);
      expect(
        (
          await call(
            t.app,
            admin.adminRepriceProducts,
            { productNos: ['BC-1001'], percent: 5 },
            as(staff[role]),
          )
        ).status,
      ).toBe(403);
    }
  });
});
