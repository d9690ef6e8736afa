import { api, type OutputOf } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type CallInput, call, callUnchecked } from '../../test/http.ts';
import { newMember, type TestMember } from '../../test/shop.ts';
import { testImage, upload } from '../../test/uploads.ts';

describe('cart API', () => {
  let t: TestApp;
  let owner: TestMember;
  let other: TestMember;
  let product: OutputOf<typeof api.productDetail>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await newMember(t.db);
    other = await newMember(t.db);
    product = (await call(t.app, api.productDetail, { productNo: 'BC-1001' })).data;
  });
  afterAll(() => t.close());

  const add = (input: CallInput<typeof api.cartAdd>, member = owner) =>
    call(t.app, api.cartAdd, input, { token: member.token });
  const addUnchecked = (input: unknown) => callUnchecked(t.app, api.cartAdd, input, { token: owner.token });
  const cart = (member = owner, lang?: string) =>
    call(t.app, api.cartList, {}, { token: member.token, lang });
  const edit = (input: CallInput<typeof api.cartEdit>, member = owner) =>
    call(t.app, api.cartEdit, input, { token: member.token });
  const remove = (id: number, member = owner) => call(t.app, api.cartDelete, { id }, { token: member.token });

  it('prices a line from the SKU, whatever unit price the client sends', async () => {
    const sku = product.skulist[1]!;
    const res = await add({
      productId: product.productItem.productId,
      skucode: sku.skuCode,
      unitPrice: 0.01,
      productNum: 1,
      fileurl: '',
    });
    expect(res).toMatchObject({ status: 200, msg: 'Added to your cart' });
    const lines = await cart();
    expect(lines.data.list).toHaveLength(1);
    expect(lines.data.list[0]!.unitPrice).toBe(sku.price);
    expect(lines.data.totalPrice).toBe(sku.price);
    expect(lines.data.list[0]!.parsedSkuAttrs.length).toBeGreaterThanOrEqual(2);
    const zh = await cart(owner, 'zh');
    expect(zh.data.list[0]!.parsedSkuAttrs.map((a) => a.key).join('')).toMatch(/[\u4e00-\u9fff]/);
    expect((await call(t.app, api.cartQty, {}, { token: owner.token })).data.qty).toBe(1);
  });

  it('keeps lines with different designs apart and merges the same design', async () => {
    const png = await testImage('png');
    const a = (await upload(t.app, png, { token: owner.token })).data.url;
    const b = (await upload(t.app, await testImage('png', 9, 7), { token: owner.token })).data.url;
    const sku = product.skulist[0]!;
    const base = { productId: product.productItem.productId, skucode: sku.skuCode };
    const first = await add({ ...base, fileurl: a });
    const second = await add({ ...base, fileurl: b });
    const again = await add({ ...base, fileurl: a });
    expect(first.data.id).not.toBe(second.data.id);
    expect(again.data).toEqual({ id: first.data.id, qty: 2 });
    const lines = await cart();
    expect(lines.data.list.map((l) => l.fileurllist)).toContainEqual([a]);
    expect(lines.data.totalPrice).toBeCloseTo(
      lines.data.list.reduce((s, l) => s + l.unitPrice * l.productNum, 0),
      2,
    );
  });

  it('rejects unknown SKUs, SKUs of another product, foreign files and bad quantities', async () => {
    const id = product.productItem.productId;
    expect((await add({ productId: id, skucode: 'nope' })).status).toBe(404);
    expect((await add({ productId: id + 1, skucode: product.skulist[0]!.skuCode })).status).toBe(404);
    expect(
      (
        await add({
          productId: id,
          skucode: product.skulist[0]!.skuCode,
          fileurl: '/uploads/0123456789abcdef0123456789abcdef.png',
        })
      ).status,
    ).toBe(400);
    expect((await add({ productId: 'x', skucode: 'a' })).status).toBe(400);
    expect((await addUnchecked({ productId: id })).status).toBe(400);
    const line = (await cart()).data.list[0]!;
    expect((await edit({ id: line.id, productNum: 0 })).status).toBe(400);
    expect((await edit({ id: line.id, productNum: 'two' })).status).toBe(400);
  });

  it('changes quantities and deletes only the member’s own lines', async () => {
    const line = (await cart()).data.list[0]!;
    expect((await edit({ id: line.id, productNum: 3 }, other)).status).toBe(404);
    expect((await remove(line.id, other)).status).toBe(404);
    expect((await edit({ id: line.id, productNum: 3 })).status).toBe(200);
    const after = (await cart()).data.list.find((l) => l.id === line.id)!;
    expect(after.productNum).toBe(3);
    expect((await remove(line.id)).status).toBe(200);
    expect((await remove(line.id)).status).toBe(404);
    expect((await cart(other)).data.list).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await call(t.app, api.cartQty, {})).status).toBe(401);
    expect((await call(t.app, api.cartList, {})).status).toBe(401);
  });
});
