import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client } from '../../test/http.ts';
import { testImage, upload } from '../../test/uploads.ts';

type Detail = {
  productItem: { productId: number };
  skulist: { codes: string; price: number; skuCode: string }[];
};
type Cart = {
  list: {
    id: number;
    productNum: number;
    unitPrice: number;
    parsedSkuAttrs: { key: string; value: string }[];
    fileurllist: string[];
  }[];
  totalPrice: number;
};

describe('cart API', () => {
  let t: TestApp;
  let http: ReturnType<typeof client>;
  const tokens: string[] = [];
  let product: Detail;

  beforeAll(async () => {
    t = await createTestApp();
    http = client(t.app);
    for (const email of ['cart1@example.com', 'cart2@example.com']) {
      await http.post('/api/token/register', {
        email,
        password: 'password one',
        mobile: '1',
        firstname: 'C',
        lastname: 'D',
      });
      tokens.push(
        (await http.post<{ token: string }>('/api/token/login', { email, password: 'password one' })).data
          .token,
      );
    }
    product = (await http.get<Detail>('/api/product/dtl?productNo=BC-1001')).data;
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>, token = tokens[0]) =>
    http.postJson<{ id: number; qty: number }>('/api/cartadvanced/add', body, token);

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
    const cart = await http.get<Cart>('/api/cartadvanced/list', tokens[0]);
    expect(cart.data.list).toHaveLength(1);
    expect(cart.data.list[0]!.unitPrice).toBe(sku.price);
    expect(cart.data.totalPrice).toBe(sku.price);
    expect(cart.data.list[0]!.parsedSkuAttrs.length).toBeGreaterThanOrEqual(2);
    const zh = await client(t.app, { lang: 'zh' }).get<Cart>('/api/cartadvanced/list', tokens[0]);
    expect(zh.data.list[0]!.parsedSkuAttrs.map((a) => a.key).join('')).toMatch(/[\u4e00-\u9fff]/);
    expect((await http.get<{ qty: number }>('/api/cartadvanced/querycartqty', tokens[0])).data.qty).toBe(1);
  });

  it('keeps lines with different designs apart and merges the same design', async () => {
    const png = await testImage('png');
    const a = (await upload(t.app, png, { token: tokens[0] })).data.url;
    const b = (await upload(t.app, await testImage('png', 9, 7), { token: tokens[0] })).data.url;
    const sku = product.skulist[0]!;
    const base = { productId: product.productItem.productId, skucode: sku.skuCode };
    const first = await add({ ...base, fileurl: a });
    const second = await add({ ...base, fileurl: b });
    const again = await add({ ...base, fileurl: a });
    expect(first.data.id).not.toBe(second.data.id);
    expect(again.data).toEqual({ id: first.data.id, qty: 2 });
    const cart = await http.get<Cart>('/api/cartadvanced/list', tokens[0]);
    expect(cart.data.list.map((l) => l.fileurllist)).toContainEqual([a]);
    expect(cart.data.totalPrice).toBeCloseTo(
      cart.data.list.reduce((s, l) => s + l.unitPrice * l.productNum, 0),
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
    expect((await add({ productId: id })).status).toBe(400);
    const line = (await http.get<Cart>('/api/cartadvanced/list', tokens[0])).data.list[0]!;
    expect(
      (await http.post('/api/cartadvanced/edit', { id: line.id, productNum: 0 }, tokens[0])).status,
    ).toBe(400);
    expect(
      (await http.post('/api/cartadvanced/edit', { id: line.id, productNum: 'two' }, tokens[0])).status,
    ).toBe(400);
  });

  it('changes quantities and deletes only the member’s own lines', async () => {
    const line = (await http.get<Cart>('/api/cartadvanced/list', tokens[0])).data.list[0]!;
    expect(
      (await http.post('/api/cartadvanced/edit', { id: line.id, productNum: 3 }, tokens[1])).status,
    ).toBe(404);
    expect((await http.post('/api/cartadvanced/del', { id: line.id }, tokens[1])).status).toBe(404);
    expect(
      (await http.post('/api/cartadvanced/edit', { id: line.id, productNum: 3 }, tokens[0])).status,
    ).toBe(200);
    const after = (await http.get<Cart>('/api/cartadvanced/list', tokens[0])).data.list.find(
      (l) => l.id === line.id,
    )!;
    expect(after.productNum).toBe(3);
    expect((await http.post('/api/cartadvanced/del', { id: line.id }, tokens[0])).status).toBe(200);
    expect((await http.post('/api/cartadvanced/del', { id: line.id }, tokens[0])).status).toBe(404);
    expect((await http.get<Cart>('/api/cartadvanced/list', tokens[1])).data.list).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await http.get('/api/cartadvanced/querycartqty')).status).toBe(401);
    expect((await http.get('/api/cartadvanced/list')).status).toBe(401);
  });
});
