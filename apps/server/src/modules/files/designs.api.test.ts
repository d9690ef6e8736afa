import fs from 'node:fs';
import { admin, api, type Preflight } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { designPdf, encryptedPdf } from '../../test/design-files.ts';
import { call } from '../../test/http.ts';
import { newMember, placeTestOrder, putInCart, saveTestAddress, skuOf } from '../../test/shop.ts';
import { newStaff } from '../../test/staff.ts';
import { filesUnder, storeTestUpload, testPdf, upload, useOwnDataDir } from '../../test/uploads.ts';
import { products } from '../catalog/tables.ts';
import { closePdfRenderer } from './pdf.ts';
import { storeFile } from './service.ts';
import { files } from './tables.ts';

/** The business card's print size as the test sets it: 3.5 x 2 in with 1/8 in of bleed, 1125 x 675 px at 300 ppi. */
const CARD = { productNo: 'BC-1001', trimWidthMm: 88.9, trimHeightMm: 50.8, bleedMm: 3.175 };
const card = { productNo: CARD.productNo };

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1fa39a' } });
const cardPdf = (options: Partial<Parameters<typeof designPdf>[0]> = {}) =>
  designPdf({ trimMm: [CARD.trimWidthMm, CARD.trimHeightMm], bleedMm: CARD.bleedMm, ...options });

const idOf = (url: string) => url.slice('/uploads/'.length).split('.')[0]!;
const messages = (preflight: Preflight) =>
  Object.fromEntries(preflight.checks.map((check) => [check.code, `${check.status}: ${check.message}`]));

describe('design uploads and their preflight', () => {
  let t: TestApp;
  let dataDir: string;

  const rowOf = async (url: string) =>
    (
      await t.db
        .select()
        .from(files)
        .where(eq(files.id, idOf(url)))
    )[0]!;
  const storedCount = async () => (await t.db.select({ id: files.id }).from(files)).length;
  /** A refused upload keeps nothing: no row, no file, no preview. */
  async function expectNothingKept(refused: () => Promise<void>) {
    const [rows, stored] = [await storedCount(), filesUnder(dataDir)];
    await refused();
    expect(await storedCount()).toBe(rows);
    expect(filesUnder(dataDir)).toEqual(stored);
  }

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp();
    const { productNo, ...size } = CARD;
    await t.db.update(products).set(size).where(eq(products.productNo, productNo));
  });
  afterAll(async () => {
    await t.close();
    await closePdfRenderer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes a CMYK image of the card with bleed at 300 ppi, keeps its findings, and previews it when asked', async () => {
    const good = await photo(1125, 675).toColourspace('cmyk').jpeg().toBuffer();
    const res = await upload(t.app, good, { fields: card });
    expect(res.status).toBe(200);
    expect(res.data.url).toMatch(api.UPLOAD_URL);
    expect(res.data.preview).toBe(`/uploads/${idOf(res.data.url)}.preview.webp`);
    expect(res.data.preflight.status).toBe('pass');
    expect(messages(res.data.preflight)).toEqual({
      size: 'pass: The size fits: 95.3 × 57.2 mm with bleed',
      resolution: 'pass: 300 ppi at the printed size: it will print sharp',
      colour: 'pass: CMYK colours, as the press prints them',
    });
    expect(await rowOf(res.data.url)).toMatchObject({
      mime: 'image/jpeg',
      width: 1125,
      height: 675,
      pages: null,
      productNo: 'BC-1001',
      // Drawn by its job, or by the first request for it (preview-job.ts).
      previewKey: null,
      preflight: [
        { code: 'size', status: 'pass', reason: 'sizeFits' },
        { code: 'resolution', status: 'pass', reason: 'resolutionGood' },
        { code: 'colour', status: 'pass', reason: 'colourCmyk' },
      ],
    });

    const preview = await t.app.inject({ method: 'GET', url: res.data.preview });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
    expect(preview.headers['content-security-policy']).toContain('sandbox');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1125,
      height: 675,
    });
    expect((await rowOf(res.data.url)).previewKey).toBe(`${idOf(res.data.url)}.preview.webp`);
  });

  it('answers the messages in the language of the request', async () => {
    const res = await upload(t.app, await photo(1125, 675).png().toBuffer(), { fields: card, lang: 'zh' });
    expect(res.data.preflight.status).toBe('warn');
    expect(messages(res.data.preflight)).toEqual({
      size: 'pass: 尺寸合适：含出血 95.3 × 57.2 毫米',
      resolution: 'pass: 印刷尺寸下为 300 ppi：印刷清晰',
      colour: 'warn: RGB 颜色：印刷时会转换为 CMYK 油墨，鲜艳的颜色可能变暗。如需准确的颜色，请使用 CMYK',
    });
  });

  it('fails a logo too small for the card, saying the pixels it needs', async () => {
    const small = await upload(t.app, await photo(375, 225).png().toBuffer(), { fields: card });
    expect(small.data.preflight.status).toBe('fail');
    expect(messages(small.data.preflight).resolution).toBe(
      'fail: Only 100 ppi at the printed size: it will print blurred or pixelated. Use an image of 1,125 × 675 px (300 ppi)',
    );
    const zh = await upload(t.app, await photo(375, 225).png().toBuffer(), { fields: card, lang: 'zh' });
    expect(messages(zh.data.preflight).resolution).toBe(
      'fail: 印刷尺寸下仅 100 ppi：印出来会模糊或有锯齿。请使用 1,125 × 675 像素（300 ppi）的图片',
    );
  });

  it('warns of an image without bleed, and fails a phone photo of other proportions', async () => {
    const noBleed = await upload(t.app, await photo(1050, 600).jpeg().toBuffer(), { fields: card });
    expect(messages(noBleed.data.preflight).size).toBe(
      'warn: No bleed: add 3.2 mm (38 px) of background on each side, to 95.3 × 57.2 mm in all, or a thin white edge may show after cutting',
    );
    const phone = await upload(t.app, await photo(4032, 3024).jpeg().toBuffer(), { fields: card });
    expect(phone.data.preflight.status).toBe('fail');
    expect(messages(phone.data.preflight).size).toBe(
      'fail: Wrong proportions: the image is 4,032 × 3,024 px, but the product prints 95.3 × 57.2 mm with bleed, so it would be cropped or stretched',
    );
  });

  it('checks only the colours without a product, or for a product without a print size', async () => {
    const codes = (res: Awaited<ReturnType<typeof upload>>) =>
      res.data.preflight.checks.map((check) => check.code);
    const image = await photo(1125, 675).png().toBuffer();
    expect(codes(await upload(t.app, image))).toEqual(['colour']);
    await t.db
      .update(products)
      .set({ trimWidthMm: null, trimHeightMm: null })
      .where(eq(products.productNo, 'LB-1001'));
    const unsized = await upload(t.app, image, { fields: { productNo: 'LB-1001', pages: 1 } });
    expect(unsized.status).toBe(200);
    expect(codes(unsized)).toEqual(['colour']);
    expect((await rowOf(unsized.data.url)).productNo).toBe('LB-1001');
  });

  it('passes a print-ready one-page PDF, served as a download and previewed as an image', async () => {
    const pdf = await cardPdf();
    const res = await upload(t.app, pdf, { fields: { ...card, pages: 1 } });
    expect(res.status).toBe(200);
    expect(res.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(res.data.preflight).toEqual({
      status: 'pass',
      checks: [
        { code: 'size', status: 'pass', message: 'The size fits: 95.3 × 57.2 mm with bleed' },
        { code: 'colour', status: 'pass', message: 'CMYK colours, as the press prints them' },
        { code: 'pages', status: 'pass', message: 'Page count 1, as the options you chose print' },
        { code: 'fonts', status: 'pass', message: 'All fonts are embedded' },
      ],
    });
    expect(await rowOf(res.data.url)).toMatchObject({ mime: 'application/pdf', pages: 1, width: null });

    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.rawPayload).toEqual(pdf);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const preview = await t.app.inject({ method: 'GET', url: res.data.preview });
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['content-disposition']).toBe('inline');
  });

  it('fails a PDF whose pages are not the sides chosen, or whose fonts are not embedded', async () => {
    const twoPages = await upload(t.app, await cardPdf({ pages: 2 }), { fields: { ...card, pages: '1' } });
    expect(twoPages.data.preflight.status).toBe('fail');
    expect(messages(twoPages.data.preflight).pages).toBe(
      'fail: Page count 2, but the options you chose print 1: upload a PDF with one page per printed side',
    );
    const zh = await upload(t.app, await cardPdf({ pages: 2 }), {
      fields: { ...card, pages: 1 },
      lang: 'zh',
    });
    expect(messages(zh.data.preflight).pages).toBe(
      'fail: 共 2 页，但所选选项印刷 1 页：请上传每个印刷面一页的 PDF',
    );
    const fonts = await upload(t.app, await cardPdf({ standardFontText: true }), { fields: card });
    expect(messages(fonts.data.preflight).fonts).toMatch(
      /^fail: Fonts not embedded: Helvetica\. Embed all fonts/,
    );
  });

  it('refuses an encrypted or truncated PDF with 415, keeping nothing', async () => {
    const pdf = await cardPdf();
    await expectNothingKept(async () => {
      const locked = await upload(t.app, await encryptedPdf(pdf), { fields: card });
      expect(locked).toMatchObject({
        status: 415,
        msg: 'This PDF is protected by a password or encryption: please save it without protection',
      });
      const zh = await upload(t.app, await encryptedPdf(pdf), { lang: 'zh' });
      expect(zh.msg).toBe('该 PDF 设有密码或加密保护，请取消保护后重新保存');
      const cut = await upload(t.app, pdf.subarray(0, Math.floor(pdf.length / 2)), { fields: card });
      expect(cut).toMatchObject({
        status: 415,
        msg: 'This PDF is damaged or incomplete and cannot be read: please export it again',
      });
    });
  });

  it('answers 404 for a product the shop does not show, and 400 naming a bad field, keeping nothing', async () => {
    const image = await photo(1125, 675).png().toBuffer();
    await expectNothingKept(async () => {
      const unknown = await upload(t.app, image, { fields: { productNo: 'NO-SUCH-1' } });
      expect(unknown).toMatchObject({ status: 404, msg: 'Product not found' });
      expect((await upload(t.app, image, { fields: { productNo: 'NO-SUCH-1' }, lang: 'zh' })).msg).toBe(
        '商品不存在',
      );
      await t.db.update(products).set({ active: false }).where(eq(products.productNo, 'PC-1001'));
      try {
        expect((await upload(t.app, image, { fields: { productNo: 'PC-1001' } })).status).toBe(404);
      } finally {
        await t.db.update(products).set({ active: true }).where(eq(products.productNo, 'PC-1001'));
      }
      const tooLong = await upload(t.app, image, { fields: { productNo: 'X'.repeat(51) } });
      expect(tooLong).toMatchObject({
        status: 400,
        msg: 'Product number is too long (at most 50 characters)',
      });
      for (const [pages, en, zh] of [
        ['0', 'Number of pages printed must be at least 1', '印刷页数不能小于 1'],
        ['1000', 'Number of pages printed must be at most 999', '印刷页数不能大于 999'],
        ['1.5', 'Please enter a whole number for number of pages printed', '请为印刷页数填写整数'],
        ['two', 'Please enter a number for number of pages printed', '请为印刷页数填写数字'],
      ]) {
        const fields = { ...card, pages: pages! };
        expect(await upload(t.app, image, { fields }), pages).toMatchObject({ status: 400, msg: en });
        expect((await upload(t.app, image, { fields, lang: 'zh' })).msg, pages).toBe(zh);
      }
    });
  });

  it('serves an image stored before previews as its own preview, and no preview of a PDF without one', async () => {
    const old = await storeTestUpload(t.db, t.app.storage.uploads);
    const served = await t.app.inject({ method: 'GET', url: api.uploadPreviewUrl(old) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const proof = await storeFile(
      t.db,
      t.app.storage.uploads,
      testPdf(),
      { mime: 'application/pdf', width: null, height: null },
      null,
    );
    expect((await t.app.inject({ method: 'GET', url: api.uploadPreviewUrl(proof) })).statusCode).toBe(404);
    const unknown = `/uploads/${'0'.repeat(32)}.preview.webp`;
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
  });

  it("shows staff the stored preflight of an order item's files, in the reader's language", async () => {
    const checked = await upload(t.app, await photo(375, 225).png().toBuffer(), { fields: card });
    const unchecked = await storeTestUpload(t.db, t.app.storage.uploads);
    const member = await newMember(t.db);
    await saveTestAddress(t.db, member.id);
    const sku = await skuOf(t.db, CARD.productNo);
    const cartId = await putInCart(t.db, member.id, sku, 1, [checked.data.url, unchecked]);
    const order = await placeTestOrder(t.db, member, [{ cartId, productNum: 1 }]);
    const support = await newStaff(t.db, 'support');
    for (const lang of ['en', 'zh'] as const) {
      const detail = await call(
        t.app,
        admin.adminOrderDetail,
        { id: order.id },
        { headers: support.headers, lang },
      );
      const [item] = detail.data.items;
      expect(item!.files).toEqual([checked.data.url, unchecked]);
      const fresh = await upload(t.app, await photo(375, 225).png().toBuffer(), { fields: card, lang });
      expect(item!.preflights).toEqual([{ url: checked.data.url, preflight: fresh.data.preflight }]);
    }
  });
});
