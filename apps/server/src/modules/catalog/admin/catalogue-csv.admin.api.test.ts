import { admin, api } from '@printshop/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsvValue, toCsv } from '../../../lib/csv.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CallOptions, call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { products, skus } from '../tables.ts';

type Column = admin.CatalogueColumn;
type Row = Partial<Record<Column, CsvValue>>;

describe('the catalogue as CSV: GET /api/admin/products.csv, POST /api/admin/products/import', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let exported: string;
  const as = (who: TestStaff, lang?: string): CallOptions => ({ headers: who.headers, lang });
  const send = (csv: string, dryRun: 'true' | 'false', options: CallOptions) =>
    callUnchecked(
      t.app,
      admin.adminProductsImport,
      { dryRun, file: new File([csv], 'catalogue.csv') },
      options,
    );
  const csvOf = (rows: Row[]) =>
    toCsv([admin.CATALOGUE_COLUMNS, ...rows.map((row) => admin.CATALOGUE_COLUMNS.map((c) => row[c]))]);
  /** The exported rows of one product, as objects by column. */
  const exportedRows = (productNo: string): Row[] => {
    const [header, ...rows] = parse(exported, { bom: true }) as string[][];
    return rows
      .map((cells) => Object.fromEntries(header!.map((column, i) => [column, cells[i]])) as Row)
      .filter((row) => row.productNo === productNo);
  };
  const priceOf = async (productNo: string, codes: string) => {
    const res = await call(t.app, api.productDetail, { productNo });
    return res.data.skulist.find((sku) => sku.codes === codes)?.price;
  };
  /** A new hidden-or-shown product of two groups, every combination priced unless `prices` says otherwise. */
  const newProductRows = (
    productNo: string,
    prices: CsvValue[] = ['10.00', '12.00', '15.00', '18.00'],
  ): Row[] =>
    [
      ['P1|Q1', 'Matte|100', '哑光|100 张'],
      ['P1|Q2', 'Matte|250', '哑光|250 张'],
      ['P2|Q1', 'Silk|100', '丝绒|100 张'],
      ['P2|Q2', 'Silk|250', '丝绒|250 张'],
    ].map(([codes, en, zh], index) => ({
      productNo,
      ...(index === 0
        ? {
            category: 'standard-business-cards',
            'name:en': `Imported card ${productNo}`,
            'name:zh': `导入名片 ${productNo}`,
            'remark:en': '<p>Thick card.</p><script>alert(1)</script>',
            'remark:zh': '<p>厚卡纸。</p>',
            'tags:en': 'Thick|New',
            'tags:zh': '厚|新',
            'overview:en': 'Size: 3.5 x 2 in',
            'overview:zh': '尺寸: 3.5×2 英寸',
            images: '/media/product/business-card/1.webp',
            active: 'yes',
            productionDays: 4,
            trimWidthMm: 89,
            trimHeightMm: 51,
            bleedMm: 3,
            'options:en': 'Paper|Quantity',
            'options:zh': '纸张|数量',
          }
        : {}),
      codes,
      'values:en': en,
      'values:zh': zh,
      price: prices[index],
    }));

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products.csv',
      headers: staff.owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    exported = res.body;
  });
  afterAll(() => t.close());

  it('exports one row per combination, the product’s fields on its first row, in both languages', async () => {
    const [header] = parse(exported, { bom: true, to: 1 }) as string[][];
    expect(header).toEqual(admin.CATALOGUE_COLUMNS);
    const rows = exportedRows('BC-1001');
    const skuCount = (await call(t.app, api.productDetail, { productNo: 'BC-1001' })).data.skulist.length;
    expect(rows).toHaveLength(skuCount);
    expect(rows[0]).toMatchObject({ category: expect.any(String), active: 'yes' });
    expect(rows[0]!['name:zh']).toMatch(/名片/);
    expect(rows[1]!['name:en']).toBe('');
    const first = rows[0]!;
    expect(Number(first.price)).toBe(await priceOf('BC-1001', String(first.codes).replaceAll('|', '')));
  });

  it('reads its own export back as no change at all', async () => {
    const res = await send(exported, 'true', as(staff.owner));
    expect(res.status).toBe(200);
    expect(res.data.errors).toEqual([]);
    expect(res.data.products.filter((product) => product.change !== 'unchanged')).toEqual([]);
    expect(res.data.products.length).toBeGreaterThan(100);
  });

  it('lists every change in a dry run and writes nothing; then writes it all, audited, and the shop shows it at once', async () => {
    const rows = exportedRows('BC-1001');
    const codes = String(rows[1]!.codes).replaceAll('|', '');
    const before = await priceOf('BC-1001', codes);
    rows[0]!['name:zh'] = '经典名片（新）';
    rows[1]!.price = '99.95';
    const csv = csvOf([...rows, ...newProductRows('IMP-1')]);

    const dry = await send(csv, 'true', as(staff.owner));
    expect(dry.data).toMatchObject({ dryRun: true, written: false, errors: [], errorCount: 0 });
    expect(dry.data.products).toEqual([
      { productNo: 'BC-1001', row: 2, change: 'update', columns: ['name:zh'], prices: 1 },
      { productNo: 'IMP-1', row: 2 + rows.length, change: 'create', columns: [], prices: 4 },
    ]);
    expect(await priceOf('BC-1001', codes)).toBe(before);
    expect(await t.db.select().from(products).where(eq(products.productNo, 'IMP-1'))).toEqual([]);

    const done = await send(csv, 'false', as(staff.owner, 'zh'));
    expect(done).toMatchObject({ status: 200, msg: '已导入 2 个产品', data: { written: true } });
    expect(await priceOf('BC-1001', codes)).toBe(99.95);
    const zh = await call(t.app, api.productDetail, { productNo: 'BC-1001' }, { lang: 'zh' });
    expect(zh.data.productItem.productname).toBe('经典名片（新）');
    const [created] = await t.db.select().from(products).where(eq(products.productNo, 'IMP-1'));
    expect(created).toMatchObject({ active: true, trimWidthMm: 89 });
    expect(created!.remark.en).toBe('<p>Thick card.</p>');
    expect(await t.db.select().from(skus).where(eq(skus.productId, created!.id))).toHaveLength(4);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'));
    expect(audited).toHaveLength(2);
    expect(audited.find((entry) => entry.entityId === created!.id)).toBeTruthy();
    const update = audited.find((entry) => entry.entityId !== created!.id)!;
    expect(update.before).toMatchObject({ productNo: 'BC-1001', prices: { [codes]: before } });
    expect(update.after).toMatchObject({ 'name:zh': '经典名片（新）', prices: { [codes]: 99.95 } });
  });

  it('names every broken cell by row and column, in the reader’s language, and writes nothing', async () => {
    const broken = newProductRows('IMP-2', ['10.00', '0', 'ten', '18.00']);
    broken[0]!.category = 'no-such-category';
    broken[0]!.featured = 'maybe';
    broken[1]!['name:en'] = 'Another name';
    broken[2]!.codes = 'P2';
    const csv = csvOf(broken);
    const res = await send(csv, 'true', as(staff.owner));
    expect(res.status).toBe(200);
    const errors = res.data.errors.map(({ row, column }) => `${row} ${column}`);
    expect(errors).toEqual(
      expect.arrayContaining(['2 featured', '3 name:en', '3 price', '4 codes', '2 category']),
    );
    expect(res.data.errorCount).toBe(res.data.errors.length);
    const zh = await send(csv, 'true', as(staff.owner, 'zh'));
    expect(zh.data.errors.find((error) => error.column === 'featured')?.message).toBe('请填写 yes 或 no');

    const refused = await send(csv, 'false', as(staff.owner));
    expect(refused.status).toBe(400);
    expect(refused.msg).toMatch(/nothing was written/);
    expect(await t.db.select().from(products).where(eq(products.productNo, 'IMP-2'))).toEqual([]);
  });

  it('carries the pages each value prints: a change is listed and written, a wrong cell named', async () => {
    const rows = exportedRows('BC-1002');
    // Size, finish, sides (front only 1, front and back 2), quantity.
    expect(new Set(rows.map((row) => row.pages))).toEqual(new Set(['||1|', '||2|']));
    const fourPages = rows.map((row) => ({ ...row, pages: row.pages === '||2|' ? '||4|' : row.pages }));
    const dry = await send(csvOf(fourPages), 'true', as(staff.owner));
    expect(dry.data.products).toEqual([
      { productNo: 'BC-1002', row: 2, change: 'update', columns: ['pages'], prices: 0 },
    ]);
    const done = await send(csvOf(fourPages), 'false', as(staff.owner));
    expect(done.data.written).toBe(true);
    const detail = await call(t.app, api.productDetail, { productNo: 'BC-1002' });
    expect(detail.data.alist[0]!.hash[2]!.list.map((value) => value.pages)).toEqual([1, 4]);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.import'))
      .then((entries) => entries.filter((entry) => entry.entityId === detail.data.productItem.productId));
    expect(audited!.after).toMatchObject({ groups: expect.arrayContaining([expect.anything()]) });

    // The first row says front only prints 1; those after it say otherwise, or nothing readable.
    const wrong = rows.map((row) => ({ ...row, pages: row.pages === '||2|' ? '||0|' : row.pages }));
    wrong[1]!.pages = '||x|';
    wrong[2]!.pages = '|1';
    wrong[3]!.pages = '||3|';
    const res = await send(csvOf(wrong), 'true', as(staff.owner, 'zh'));
    const errors = res.data.errors.map(({ row, column, message }) => [row, column, message]);
    expect(errors.sort()).toEqual([
      [2, 'pages', '印刷页数不能小于 1'],
      [3, 'pages', '请填写数字'],
      [4, 'pages', '每个选项填写一项，用 | 分隔'],
      [5, 'pages', '此代码在前面的行中印刷页数不同'],
    ]);
  });

  it('refuses to show a product with a combination that has no price, and checks the draft as the editor does', async () => {
    const unpriced = csvOf(newProductRows('IMP-3', ['10.00', '', '15.00', '18.00']));
    const res = await send(unpriced, 'true', as(staff.owner));
    expect(res.data.errors).toEqual([
      {
        row: 2,
        column: 'price',
        message: expect.stringMatching(/^1 combinations have no price, such as P1Q2/),
      },
    ]);
    const hidden = newProductRows('IMP-3', ['10.00', '', '15.00', '18.00']);
    hidden[0]!.active = 'no';
    hidden[0]!['name:zh'] = '';
    const draftError = await send(csvOf(hidden), 'true', as(staff.owner));
    expect(draftError.data.errors).toEqual([{ row: 2, column: 'name:zh', message: expect.any(String) }]);
  });

  it('keeps the product of quoted work hidden', async () => {
    const rows = exportedRows(api.QUOTE_PRODUCT_NO);
    rows[0]!.active = 'yes';
    const res = await send(csvOf(rows), 'true', as(staff.owner));
    expect(res.data.errors).toEqual([
      { row: 2, column: 'active', message: expect.stringMatching(/^Quoted work stays hidden/) },
    ]);
  });

  it('refuses a file that is not CSV, a missing column and a missing file', async () => {
    const open = await send('productNo,"unclosed\n', 'true', as(staff.owner));
    expect(open.data.errors[0]).toMatchObject({ column: '' });
    const missing = await send('productNo,price\nBC-1001,1\n', 'true', as(staff.owner));
    expect(missing.data.errors.map((error) => error.column)).toContain('name:en');
    const noFile = await callUnchecked(t.app, admin.adminProductsImport, { dryRun: 'true' }, as(staff.owner));
    expect(noFile).toMatchObject({ status: 400, msg: 'Please choose a CSV file to import' });
    const badFlag = await callUnchecked(
      t.app,
      admin.adminProductsImport,
      { dryRun: 'perhaps', file: new File(['x'], 'a.csv') },
      as(staff.owner),
    );
    expect(badFlag.status).toBe(400);
  });
});
