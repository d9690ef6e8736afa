import { randomBytes } from 'node:crypto';
import { admin, api, type DesignLayout } from '@printshop/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pageTexts } from '../../test/design-pdf.ts';
import { CARD, designerImage, imageElement, keyHeaders, layoutOf, textElement } from '../../test/designs.ts';
import { type CallOptions, call, callUnchecked } from '../../test/http.ts';
import { payTestOrder } from '../../test/production.ts';
import { newMember, placeTestOrder, saveTestAddress, type TestMember } from '../../test/shop.ts';
import { newStaff } from '../../test/staff.ts';
import { testImage, useOwnDataDir } from '../../test/uploads.ts';
import { cartLines } from '../cart/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { files } from '../files/tables.ts';
import { mediaImages } from '../media/tables.ts';

/** From a saved design to a cart line whose design file is its print-ready PDF (issue 25). */
describe('a design to the cart: /api/design/tocart', () => {
  let t: TestApp;
  let pat: TestMember;
  let cardId: number;
  /** A SKU code of the card printing one side (D1) and one printing both (D2). */
  const sku: Record<'front' | 'both', string> = { front: '', both: '' };

  /** A SKU code of the product whose codes hold `code`. */
  async function skuCodeWith(
    productNo: string,
    code: string,
  ): Promise<{ productId: number; skucode: string }> {
    const [row] = await t.db
      .select({ productId: skus.productId, skucode: skus.skuCode })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(products.productNo, productNo), like(skus.codes, `%${code}%`)))
      .limit(1);
    return row!;
  }

  /** A staff image of the shop's media, stored as the media upload stores it: a template's art. */
  async function shopImage(): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    await t.app.storage.uploads.put(`media-${id}.png`, await testImage('png', 40, 30));
    await t.db
      .insert(mediaImages)
      .values({ id, key: `media-${id}.png`, mime: 'image/png', width: 40, height: 30, staffId: 1 });
    return `/media/uploads/${id}.webp`;
  }

  async function saved(layout: DesignLayout, options: CallOptions): Promise<number> {
    const res = await call(t.app, api.designCreate, { productNo: CARD, name: 'My card', layout }, options);
    expect(res.status).toBe(200);
    return res.data.id;
  }

  const toCart = (id: number, skucode: string, options: CallOptions, productNum = 250) =>
    call(t.app, api.designToCart, { id, productId: cardId, skucode, productNum }, options);
  const cart = async (member: TestMember) =>
    (await call(t.app, api.cartList, {}, { token: member.token })).data.list;
  const fileRow = async (url: string) =>
    (
      await t.db
        .select()
        .from(files)
        .where(eq(files.id, api.UPLOAD_URL.exec(url)![1]!))
    )[0]!;

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp();
    pat = await newMember(t.db);
    const front = await skuCodeWith(CARD, 'D1');
    cardId = front.productId;
    sku.front = front.skucode;
    sku.both = (await skuCodeWith(CARD, 'D2')).skucode;
  });
  afterAll(() => t.close());

  it('adds a two-sided card with its PDF, which staff see once it is ordered and paid, and reorder reuses', async () => {
    const logo = await designerImage(t.db, t.app.storage.uploads, pat.id);
    const layout = layoutOf([textElement('name', 'Alex Chen 陈明'), imageElement('logo', logo)]);
    layout.sides.push({ background: '#1a1a1a', backgroundImage: await shopImage(), elements: [] });
    const id = await saved(layout, { token: pat.token });

    const res = await toCart(id, sku.both, { token: pat.token });
    expect(res).toMatchObject({ status: 200, msg: 'Added to your cart', data: { qty: 250 } });
    const { url, preview, preflight } = res.data.designFile;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(preview).toBe(api.uploadPreviewUrl(url));
    const checks = Object.fromEntries(preflight.checks.map((check) => [check.code, check.status]));
    expect(checks).toMatchObject({ size: 'pass', pages: 'pass', fonts: 'pass' });
    expect(await fileRow(url)).toMatchObject({
      memberId: pat.id,
      mime: 'application/pdf',
      pages: 2,
      productNo: CARD,
    });

    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pageTexts(pdf.rawPayload))[0]).toContain('陈明');
    const image = await t.app.inject({ method: 'GET', url: preview });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);

    const [line] = await cart(pat);
    expect(line).toMatchObject({ id: res.data.id, productNum: 250, skuCode: sku.both, fileurllist: [url] });

    await saveTestAddress(t.db, pat.id);
    const order = await placeTestOrder(t.db, pat, [{ cartId: line!.id, productNum: 250 }]);
    await payTestOrder(t.app, pat, order.id);
    const staff = await newStaff(t.db, 'production');
    const screen = await call(t.app, admin.adminOrderDetail, { id: order.id }, { headers: staff.headers });
    const [item] = screen.data.items;
    expect(item!.files).toEqual([url]);
    expect(item!.preflights).toEqual([
      { url, preflight: expect.objectContaining({ status: preflight.status }) },
    ]);

    const again = await call(t.app, api.reorder, { orderItemId: item!.id }, { token: pat.token });
    expect(again.status).toBe(200);
    expect((await cart(pat)).map((reordered) => reordered.fileurllist)).toEqual([[url]]);
    await t.db.delete(cartLines).where(eq(cartLines.memberId, pat.id));
  });

  it('adds an unchanged design again with the PDF it made, and makes a new one once it changes', async () => {
    const id = await saved(layoutOf([textElement('name', 'Robin Lee 李明')]), { token: pat.token });
    const first = await toCart(id, sku.front, { token: pat.token });
    const again = await toCart(id, sku.front, { token: pat.token }, 100);
    expect(again.data).toMatchObject({ id: first.data.id, qty: 350 });
    expect(again.data.designFile).toEqual(first.data.designFile);
    expect(await cart(pat)).toHaveLength(1);

    const changed = layoutOf([textElement('name', 'Robin Lee 李敏')]);
    await call(t.app, api.designSave, { id, layout: changed }, { token: pat.token });
    const remade = await toCart(id, sku.front, { token: pat.token });
    expect(remade.data.designFile.url).not.toBe(first.data.designFile.url);
    expect(
      (await pageTexts((await t.app.inject({ url: remade.data.designFile.url })).rawPayload))[0],
    ).toContain('李敏');
    expect(await cart(pat)).toHaveLength(2);
    await t.db.delete(cartLines).where(eq(cartLines.memberId, pat.id));
  });

  it('answers 404 for someone else’s design and 401 without a session, adding nothing', async () => {
    const sam = await newMember(t.db);
    const id = await saved(layoutOf([textElement('name', 'Sam')]), { token: sam.token });
    expect(await toCart(id, sku.front, { token: pat.token })).toMatchObject({
      status: 404,
      msg: 'No such design',
    });
    expect(await toCart(id, sku.front, { token: pat.token, lang: 'zh' })).toMatchObject({
      status: 404,
      msg: '设计不存在',
    });
    expect(await toCart(id, sku.front, {})).toMatchObject({ status: 401, msg: 'Please log in first' });
    expect(await cart(pat)).toEqual([]);
  });

  it('refuses options that print another number of sides than the design has, in both languages', async () => {
    const oneSided = await saved(layoutOf([textElement('name', 'Pat')]), { token: pat.token });
    expect(await toCart(oneSided, sku.both, { token: pat.token })).toMatchObject({
      status: 400,
      msg: 'This design has a front only, but the chosen options print more than one side: please choose the options that print one side, or add a back to the design',
    });
    const twoSided = await saved(layoutOf([textElement('name', 'Pat')], []), { token: pat.token });
    expect(await toCart(twoSided, sku.front, { token: pat.token, lang: 'zh' })).toMatchObject({
      status: 400,
      msg: '该设计有正反两面，而所选规格不是双面印刷：请选择双面印刷的规格',
    });
    expect(await cart(pat)).toEqual([]);
  });

  it('refuses the options of another product, naming the design’s', async () => {
    const id = await saved(layoutOf([textElement('name', 'Pat')]), { token: pat.token });
    const flyer = await skuCodeWith('FL-1001', '');
    const input = { id, ...flyer, productNum: 1 };
    const [en, zh] = await Promise.all(
      ['en', 'zh'].map((lang) => call(t.app, api.designToCart, input, { token: pat.token, lang })),
    );
    const [card] = await t.db.select({ name: products.name }).from(products).where(eq(products.id, cardId));
    expect(en).toMatchObject({
      status: 400,
      msg: `This design is for ${card!.name.en}: please choose the options of ${card!.name.en}`,
    });
    expect(zh).toMatchObject({
      status: 400,
      msg: `该设计用于${card!.name.zh}，请选择${card!.name.zh}的规格`,
    });
    expect(await cart(pat)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field in the reader’s language', async () => {
    const cases: [object, string, string][] = [
      [{ id: 'x', productId: cardId, skucode: sku.front }, 'Please choose design', '请选择设计'],
      [{ id: 1, productId: cardId }, 'Please choose product option', '请选择产品规格'],
      [
        { id: 1, productId: cardId, skucode: sku.front, productNum: 0 },
        'Quantity must be at least 1',
        '数量不能小于 1',
      ],
    ];
    for (const [input, en, zh] of cases) {
      expect(await callUnchecked(t.app, api.designToCart, input, { token: pat.token })).toMatchObject({
        status: 400,
        msg: en,
      });
      expect(
        await callUnchecked(t.app, api.designToCart, input, { token: pat.token, lang: 'zh' }),
      ).toMatchObject({ status: 400, msg: zh });
    }
    expect(await cart(pat)).toEqual([]);
  });

  it('answers 400 when an image of the design is gone from storage, adding nothing', async () => {
    const logo = await designerImage(t.db, t.app.storage.uploads, pat.id);
    const id = await saved(layoutOf([imageElement('logo', logo)]), { token: pat.token });
    await t.app.storage.uploads.delete(logo.slice('/uploads/'.length));
    expect(await toCart(id, sku.front, { token: pat.token })).toMatchObject({
      status: 400,
      msg: 'An image of the design is no longer there: please upload it again',
    });
    expect(await cart(pat)).toEqual([]);
  });

  it('answers 400 when an image of the design no longer decodes, adding nothing', async () => {
    const logo = await designerImage(t.db, t.app.storage.uploads, pat.id);
    const id = await saved(layoutOf([imageElement('logo', logo)]), { token: pat.token });
    const damaged = Buffer.from(await testImage('png'));
    damaged.fill(0, 40);
    await t.app.storage.uploads.put(logo.slice('/uploads/'.length), damaged);
    expect(await toCart(id, sku.front, { token: pat.token, lang: 'zh' })).toMatchObject({
      status: 400,
      msg: '设计中的某张图片无法读取，请重新上传',
    });
    expect(await cart(pat)).toEqual([]);
  });

  it('adds a visitor’s design once the member has claimed it', async () => {
    const logo = await designerImage(t.db, t.app.storage.uploads, null);
    const first = await call(t.app, api.designCreate, {
      productNo: CARD,
      name: 'Before logging in',
      layout: layoutOf([textElement('name', 'Lin 林'), imageElement('logo', logo)]),
    });
    const key = first.data.designKey!;
    const lin = await newMember(t.db);
    expect(await toCart(first.data.id, sku.front, { token: lin.token })).toMatchObject({ status: 404 });
    expect((await toCart(first.data.id, sku.front, { headers: keyHeaders(key) })).status).toBe(401);
    await call(t.app, api.designClaim, { designKey: key }, { token: lin.token });
    const res = await toCart(first.data.id, sku.front, { token: lin.token }, 1);
    expect(res).toMatchObject({ status: 200, data: { qty: 1 } });
    expect(await fileRow(res.data.designFile.url)).toMatchObject({ memberId: lin.id, pages: 1 });
    expect((await cart(lin)).map((line) => line.fileurllist)).toEqual([[res.data.designFile.url]]);
  });
});
