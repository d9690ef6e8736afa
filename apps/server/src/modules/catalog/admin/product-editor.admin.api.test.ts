import { admin, api } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { aSubcategory, testDraft } from '../../../test/product-draft.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { categories } from '../tables.ts';

describe('the product editor: /api/admin/products', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let categoryId: number;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const create = (draft: unknown, lang?: string) =>
    callUnchecked(t.app, admin.adminProductCreate, draft, as(staff.owner, lang));
  const update = (draft: unknown, lang?: string) =>
    callUnchecked(t.app, admin.adminProductUpdate, draft, as(staff.owner, lang));
  const auditOf = (action: admin.AuditAction, productNo: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entity, 'product')))
      .then((rows) => rows.filter((row) => (row.after as { productNo?: string }).productNo === productNo));

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    categoryId = await aSubcategory(t.db);
  });
  afterAll(() => t.close());

  it('answers a product as the editor writes it, with the subcategories to choose from', async () => {
    const res = await call(t.app, admin.adminProduct, { productNo: 'BC-1001' }, as(staff.owner, 'zh'));
    expect(res.status).toBe(200);
    expect(res.data.product.productNo).toBe('BC-1001');
    expect(res.data.product.name.en).toBeTruthy();
    expect(res.data.product.name.zh).toBeTruthy();
    expect(res.data.product.groups.length).toBeGreaterThan(1);
    const subcategories = await t.db.select().from(categories).where(eq(categories.level, 2));
    expect(res.data.categories.map((category) => category.id).sort()).toEqual(
      subcategories.map((category) => category.id).sort(),
    );
    expect(res.data.categories.every((category) => category.name.includes(' / '))).toBe(true);
    expect(admin.productDraft.safeParse(res.data.product).success).toBe(true);

    const missing = await call(t.app, admin.adminProduct, { productNo: 'NO-SUCH' }, as(staff.owner));
    expect(missing).toMatchObject({ status: 404, msg: 'Product not found' });
  });

  it('adds a product, hidden, with its HTML sanitised, audited; its price matrix lists every combination unpriced', async () => {
    const draft = testDraft('ED-1', categoryId, {
      remark: { en: '<p>Bold<script>alert(1)</script></p>', zh: '<p onclick="x()">粗</p>' },
    });
    const res = await create(draft);
    expect(res).toMatchObject({ status: 200, msg: 'Product ED-1 added' });
    expect(res.data.product.remark).toEqual({ en: '<p>Bold</p>', zh: '<p>粗</p>' });
    expect((await auditOf('product.create', 'ED-1'))[0]?.after).toMatchObject({
      productNo: 'ED-1',
      remark: { en: '<p>Bold</p>' },
    });
    // Hidden: the storefront does not know it yet.
    expect((await call(t.app, api.productDetail, { productNo: 'ED-1' })).status).toBe(404);

    const matrix = await call(t.app, admin.adminProductPrices, { productNo: 'ED-1' }, as(staff.owner));
    expect(matrix.data.skus.map((sku) => [sku.codes, sku.price])).toEqual([
      ['P1Q1', null],
      ['P1Q2', null],
      ['P1Q3', null],
      ['P2Q1', null],
      ['P2Q2', null],
      ['P2Q3', null],
    ]);
    expect(matrix.data.skus[0]).toMatchObject({ skuCode: 'ED-1-P1Q1', values: ['Matte', '100'] });
  });

  it('shows a product only once every combination is priced, and the storefront follows at once', async () => {
    await create(testDraft('ED-2', categoryId));
    const shown = testDraft('ED-2', categoryId, { active: true });
    expect(await update(shown)).toMatchObject({
      status: 409,
      msg: 'Price every combination before showing the product',
    });
    expect((await update(shown, 'zh')).msg).toBe('请先为每个组合定价，再显示该产品');

    const cells = admin.combinationCodes(shown.groups).map((codes, i) => ({ codes, price: 10 + i }));
    const priced = await call(
      t.app,
      admin.adminSaveProductPrices,
      { productNo: 'ED-2', skus: cells },
      as(staff.owner),
    );
    expect(priced.data.skus.every((sku) => sku.price !== null)).toBe(true);
    expect(await update(shown)).toMatchObject({ status: 200, msg: 'Changes to ED-2 saved' });
    const shop = await call(t.app, api.productDetail, { productNo: 'ED-2' });
    expect(shop.data.productItem.productname).toBe('Test card ED-2');
    expect(shop.data.skulist).toHaveLength(6);

    // Renamed: the storefront's cached answer goes at once.
    await update({ ...shown, name: { en: 'Renamed card', zh: '改名的名片' } });
    expect((await call(t.app, api.productDetail, { productNo: 'ED-2' })).data.productItem.productname).toBe(
      'Renamed card',
    );
    const search = await call(t.app, api.productSearch, {
      productName: 'Renamed card',
      pagesize: 1,
      pagenum: 10,
    });
    expect(search.data.list.map((row) => row.product_no)).toEqual(['ED-2']);

    const [entry] = await auditOf('product.update', 'ED-2').then((rows) => rows.slice(-1));
    expect(entry!.before).toEqual({ productNo: 'ED-2', name: { en: 'Test card ED-2', zh: '测试名片 ED-2' } });
    expect(entry!.after).toEqual({ productNo: 'ED-2', name: { en: 'Renamed card', zh: '改名的名片' } });
  });

  it('refuses a taken number, an unknown product, a category that is not a subcategory', async () => {
    expect(await create(testDraft('BC-1001', categoryId))).toMatchObject({
      status: 409,
      msg: 'Another product has the number BC-1001',
    });
    expect(await update(testDraft('ED-NONE', categoryId))).toMatchObject({
      status: 404,
      msg: 'Product not found',
    });
    const [top] = await t.db.select().from(categories).where(eq(categories.level, 1));
    for (const wrong of [top!.id, 99_999]) {
      expect(await create(testDraft('ED-3', categoryId, { categoryId: wrong }))).toMatchObject({
        status: 400,
        msg: 'Please choose one of the shop’s subcategories as the category',
      });
    }
    expect((await call(t.app, admin.adminProduct, { productNo: 'ED-3' }, as(staff.owner))).status).toBe(404);
  });

  it('refuses bad options and fields, naming them in the reader’s language, and changes nothing', async () => {
    const draft = testDraft('ED-4', categoryId);
    const [paper, quantity] = draft.groups;
    const cases: [unknown, string, string?][] = [
      [
        { ...draft, groups: [paper!, { ...quantity!, values: [...quantity!.values, paper!.values[0]!] }] },
        'Option code P1 is used twice: each value needs its own code',
        '选项代码 P1 重复：每个选项值需要各自的代码',
      ],
      [
        {
          ...draft,
          groups: [
            {
              ...paper!,
              values: [
                { code: 'A', label: paper!.values[0]!.label },
                { code: 'AB', label: paper!.values[1]!.label },
              ],
            },
            {
              ...quantity!,
              values: [
                { code: 'BC', label: quantity!.values[0]!.label },
                { code: 'C', label: quantity!.values[1]!.label },
              ],
            },
          ],
        },
        'Two combinations of options make the same codes ABC: change a value’s code',
      ],
      [
        { ...draft, groups: [{ ...paper!, values: [{ code: 'P-1', label: paper!.values[0]!.label }] }] },
        'Please check option code',
        '请检查选项代码',
      ],
      [
        { ...draft, groups: [{ ...paper!, name: { en: 'Paper', zh: '' } }] },
        'Please input option name (Chinese)',
        '请输入选项名称（中文）',
      ],
      [{ ...draft, name: { en: '', zh: '名片' } }, 'Please input product name (English)'],
      [{ ...draft, images: [] }, 'Please choose pictures'],
      [{ ...draft, images: ['https://evil.example/x.png'] }, 'Please choose pictures'],
      [{ ...draft, productionDays: 0 }, 'Production days must be at least 1'],
      [{ ...draft, productNo: 'ED 4' }, 'Please check product number'],
      [
        { ...draft, printSize: { trimWidthMm: 0, trimHeightMm: 50, bleedMm: 3 } },
        'Trimmed width (mm) must be at least 1',
      ],
      [
        { ...draft, groups: [{ ...paper!, values: [{ ...paper!.values[0]!, pages: 0 }] }] },
        'Pages printed must be at least 1',
        '印刷页数不能小于 1',
      ],
      [
        { ...draft, groups: [{ ...paper!, values: [{ ...paper!.values[0]!, pages: 'both' }] }] },
        'Please enter a number for pages printed',
      ],
      [
        {
          ...draft,
          groups: Array.from({ length: 3 }, (_, g) => ({
            ...paper!,
            values: Array.from({ length: 20 }, (_, v) => ({
              code: `G${g}V${v}`,
              label: paper!.values[0]!.label,
            })),
          })),
        },
        'The options make more than 5000 combinations',
      ],
    ];
    for (const [input, en, zh] of cases) {
      expect(await create(input)).toMatchObject({ status: 400, msg: en });
      if (zh) expect((await create(input, 'zh')).msg).toBe(zh);
    }
    expect((await call(t.app, admin.adminProduct, { productNo: 'ED-4' }, as(staff.owner))).status).toBe(404);
  });

  it('keeps the pages each value prints, and the storefront’s options carry them', async () => {
    const draft = testDraft('ED-7', categoryId);
    const [paper] = draft.groups;
    const sides = {
      name: { en: 'Sides', zh: '印刷面' },
      values: [
        { code: 'D1', label: { en: 'Front only', zh: '单面' }, pages: 1 },
        { code: 'D2', label: { en: 'Front and back', zh: '双面' }, pages: '2' },
      ],
    };
    const created = await create({ ...draft, groups: [paper!, sides] });
    expect(created.status).toBe(200);
    expect(created.data.product.groups[1]!.values.map((value) => value.pages)).toEqual([1, 2]);
    expect(created.data.product.groups[0]!.values.map((value) => value.pages)).toEqual([null, null]);

    const shown = { ...draft, active: true, groups: [paper!, { ...sides, values: [sides.values[1]!] }] };
    const skus = admin.combinationCodes(shown.groups).map((codes) => ({ codes, price: 20 }));
    await call(t.app, admin.adminSaveProductPrices, { productNo: 'ED-7', skus }, as(staff.owner));
    expect((await update(shown)).status).toBe(200);
    const shop = await call(t.app, api.productDetail, { productNo: 'ED-7' });
    expect(shop.data.alist[0]!.hash[1]!.list).toEqual([
      { attributeKey: 'D2', attributeValue: 'Front and back', pages: 2 },
    ]);
    expect(shop.data.printSize).toEqual(draft.printSize);
  });

  it('prices new combinations, refusing a price of 0 and a combination of no values of the product', async () => {
    await create(testDraft('ED-5', categoryId));
    const save = (skus: unknown) =>
      callUnchecked(t.app, admin.adminSaveProductPrices, { productNo: 'ED-5', skus }, as(staff.owner));
    expect(await save([{ codes: 'P1Q1', price: 0 }])).toMatchObject({
      status: 400,
      msg: 'Price must be at least 0.01',
    });
    expect(await save([{ codes: 'P1Q9', price: 5 }])).toMatchObject({
      status: 400,
      msg: 'The product has no combination P1Q9',
    });
    const saved = await save([{ codes: 'P1Q1', price: 12.5 }]);
    expect(saved.status).toBe(200);
    expect(saved.data.skus.filter((sku) => sku.price !== null)).toEqual([
      { codes: 'P1Q1', skuCode: 'ED-5-P1Q1', values: ['Matte', '100'], price: 12.5 },
    ]);
    const [entry] = await auditOf('product.prices', 'ED-5');
    expect(entry).toMatchObject({ before: { prices: { P1Q1: null } }, after: { prices: { P1Q1: 12.5 } } });
  });

  it('keeps the product of quoted work hidden', async () => {
    const quoted = await call(
      t.app,
      admin.adminProduct,
      { productNo: api.QUOTE_PRODUCT_NO },
      as(staff.owner),
    );
    const shown = await update({ ...quoted.data.product, active: true }, 'zh');
    expect(shown).toMatchObject({
      status: 409,
      msg: '报价定制产品须保持隐藏：每个已接受的报价都有自己的项目和价格',
    });
    const again = await call(t.app, admin.adminProduct, { productNo: api.QUOTE_PRODUCT_NO }, as(staff.owner));
    expect(again.data.product.active).toBe(false);
  });

  it('is the owners’ alone, and needs a session', async () => {
    const draft = testDraft('ED-6', categoryId);
    for (const role of ['production', 'support'] as const) {
      expect((await call(t.app, admin.adminProduct, { productNo: 'BC-1001' }, as(staff[role]))).status).toBe(
        403,
      );
      expect((await call(t.app, admin.adminProductCreate, draft, as(staff[role]))).status).toBe(403);
      expect((await call(t.app, admin.adminProductUpdate, draft, as(staff[role]))).status).toBe(403);
    }
    expect((await call(t.app, admin.adminProduct, { productNo: 'BC-1001' })).status).toBe(401);
    expect((await call(t.app, admin.adminProductCreate, draft)).status).toBe(401);
    expect((await call(t.app, admin.adminProductUpdate, draft)).status).toBe(401);
    expect((await call(t.app, admin.adminProduct, { productNo: 'ED-6' }, as(staff.owner))).status).toBe(404);
  });
});
