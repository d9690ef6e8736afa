import { api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { orderedItems, payTestOrder } from '../../test/production.ts';
import { newMember, type TestMember } from '../../test/shop.ts';
import { products, skus } from '../catalog/tables.ts';
import { orderItems } from '../orders/tables.ts';
import { cartLines } from './tables.ts';

/** The product of every test order (test/production.ts). */
const PRODUCT = 'BC-1001';

describe('order again: POST /api/cartadvanced/reorder', () => {
  let t: TestApp;
  let buyer: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await newMember(t.db);
  });
  afterAll(() => t.close());

  /** A paid order of the buyer's, of `items` business cards, each of another combination. */
  const ordered = async (items = 1) => {
    const placed = await orderedItems(t.db, { member: buyer, items });
    await payTestOrder(t.app, buyer, placed[0]!.orderId);
    return placed;
  };
  const orderedOne = async () => (await ordered())[0]!;
  const reorder = (orderItemId: number, member = buyer, lang?: string) =>
    call(t.app, api.reorder, { orderItemId }, { token: member.token, lang });
  const cart = async (member = buyer) =>
    (await call(t.app, api.cartList, {}, { token: member.token })).data.list;
  const emptyCart = (member = buyer) => t.db.delete(cartLines).where(eq(cartLines.memberId, member.id));
  const itemRow = async (itemId: number) =>
    (await t.db.select().from(orderItems).where(eq(orderItems.id, itemId)))[0]!;

  it('puts the same product, options, files and quantity in the cart, at today’s price', async () => {
    const { itemId } = await orderedOne();
    const item = await itemRow(itemId);
    await t.db.update(orderItems).set({ qty: 3 }).where(eq(orderItems.id, itemId));
    // The combination costs more today than when it was ordered.
    const todayCents = item.unitPriceCents + 250;
    await t.db.update(skus).set({ priceCents: todayCents }).where(eq(skus.id, item.skuId));
    try {
      const res = await reorder(itemId);
      expect([res.status, res.msg]).toEqual([200, 'Added to your cart at today’s price']);
      expect(res.data.qty).toBe(3);
      const [line] = await cart();
      expect(line).toMatchObject({
        id: res.data.id,
        productNo: PRODUCT,
        productNum: 3,
        unitPrice: todayCents / 100,
        fileurllist: item.files,
      });
      const [sku] = await t.db.select().from(skus).where(eq(skus.id, item.skuId));
      expect(line!.skuCode).toBe(sku!.skuCode);

      // Ordered again, the same line holds more.
      expect((await reorder(itemId)).data).toEqual({ id: res.data.id, qty: 6 });
      expect(await cart()).toHaveLength(1);
    } finally {
      await t.db.update(skus).set({ priceCents: item.unitPriceCents }).where(eq(skus.id, item.skuId));
      await emptyCart();
    }
  });

  it('answers 404 for an item of another member’s, as for none, and adds nothing', async () => {
    const { itemId } = await orderedOne();
    const stranger = await newMember(t.db);
    for (const orderItemId of [itemId, 999_999_999]) {
      const res = await reorder(orderItemId, stranger);
      expect([res.status, res.msg]).toEqual([404, 'Order item not found']);
    }
    expect(await cart(stranger)).toEqual([]);
  });

  it('says so, with 409, when the combination is no longer sold', async () => {
    const [, gone] = await ordered(2);
    const { skuId } = await itemRow(gone!.itemId);
    await t.db.delete(skus).where(eq(skus.id, skuId));
    const res = await reorder(gone!.itemId, buyer, 'zh');
    expect([res.status, res.msg]).toEqual([409, '经典哑光名片已不再提供这组规格，请在商品页面重新选择']);
    expect(await cart()).toEqual([]);
  });

  it('says so, with 409, when the product is no longer sold', async () => {
    const { itemId } = await orderedOne();
    await t.db.update(products).set({ active: false }).where(eq(products.productNo, PRODUCT));
    try {
      const res = await reorder(itemId);
      expect([res.status, res.msg]).toEqual([
        409,
        'Classic Matte Business Cards is no longer sold, so it cannot be ordered again',
      ]);
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.productNo, PRODUCT));
    }
    expect(await cart()).toEqual([]);
  });

  it('says so, with 409, for work made to a custom quote, which its quote prices', async () => {
    const { itemId } = await orderedOne();
    await t.db.update(orderItems).set({ productNo: api.QUOTE_PRODUCT_NO }).where(eq(orderItems.id, itemId));
    const res = await reorder(itemId);
    expect([res.status, res.msg]).toEqual([
      409,
      'Classic Matte Business Cards was made to a custom quote: please ask for a new quote to order it again',
    ]);
    expect(await cart()).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, and a visitor with 401', async () => {
    for (const orderItemId of ['', 'first', 0, 1.5]) {
      const res = await callUnchecked(t.app, api.reorder, { orderItemId }, { token: buyer.token });
      expect(res.status).toBe(400);
      expect(res.msg).toMatch(/^(Please choose the item to order again|Item to order again must be)/);
    }
    const { itemId } = await orderedOne();
    expect((await call(t.app, api.reorder, { orderItemId: itemId })).status).toBe(401);
    expect(await cart()).toEqual([]);
  });
});
