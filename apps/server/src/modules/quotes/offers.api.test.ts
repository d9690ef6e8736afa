import { admin, api } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { payTestOrder } from '../../test/production.ts';
import { newQuote, OFFER, offerOn } from '../../test/quotes.ts';
import { newMember, saveTestAddress, type TestMember } from '../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { products, skus } from '../catalog/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { quotes } from './tables.ts';

describe('an offer’s link: /api/quotation/offer and /api/quotation/accept', () => {
  let t: TestApp;
  let support: TestStaff;
  const mailer = new MemoryMailer();

  const view = (key: string, options: { token?: string; lang?: string } = {}) =>
    call(t.app, api.quoteOfferDetail, { key }, options);
  const accept = (key: string, member: TestMember, lang?: string) =>
    call(t.app, api.acceptQuoteOffer, { key }, { token: member.token, lang });
  /** A quote asked for by a visitor, offered OFFER, and its link's key. */
  async function offered(fields: Parameters<typeof newQuote>[1] = {}) {
    const quote = await newQuote(t.db, fields);
    return { quote, key: await offerOn(t.app, mailer, support, quote) };
  }
  /** A member with a delivery address in Los Angeles, California. */
  async function buyer(): Promise<TestMember> {
    const member = await newMember(t.db);
    await saveTestAddress(t.db, member.id);
    return member;
  }
  const ordersOf = (member: TestMember) =>
    t.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, member.id));

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    ({ support } = await staffOfEveryRole(t.db));
  });
  beforeEach(() => {
    mailer.sent.length = 0;
  });
  afterAll(() => t.close());

  it('shows a visitor the offer with shipping estimated, and a member the tax and shipping of their address', async () => {
    const { quote, key } = await offered();
    const visitor = await view(key);
    expect(visitor).toMatchObject({ status: 200 });
    expect(visitor.data).toMatchObject({
      reference: `Q${String(quote.id).padStart(6, '0')}`,
      status: 'offered',
      lines: OFFER.lines,
      subtotal: 500.5,
      tax: 0,
      validUntil: OFFER.validUntil,
      message: OFFER.message,
      memberAddress: null,
      order: null,
    });
    // The same figures checkout shows for the same subtotal and address.
    const member = await buyer();
    const priced = await view(key, { token: member.token, lang: 'zh' });
    expect(priced.data.memberAddress).toMatchObject({
      countryCode: 'US',
      provinceCode: 'CA',
      city: 'Los Angeles',
    });
    expect(priced.data.tax).toBeGreaterThan(0);
    expect(priced.data.total).toBeCloseTo(
      priced.data.subtotal + priced.data.tax + priced.data.deliveryfee,
      2,
    );
    // A token that opens no session is a visitor's view, not a refusal.
    expect((await view(key, { token: 'stale' })).data.memberAddress).toBeNull();
  });

  it('never shows another quote’s offer: a key opens its own, an unknown or malformed one nothing', async () => {
    const first = await offered();
    const second = await offered({ appellation: 'Grace Hopper' });
    const lines = [{ title: 'Secret project', quantity: 7, price: 77 }];
    const third = await newQuote(t.db);
    const thirdKey = await offerOn(t.app, mailer, support, third, { ...OFFER, lines });
    expect((await view(first.key)).data.reference).toBe(`Q${String(first.quote.id).padStart(6, '0')}`);
    expect((await view(second.key)).data.reference).toBe(`Q${String(second.quote.id).padStart(6, '0')}`);
    expect((await view(thirdKey)).data.lines).toEqual(lines);
    const unknown = await view('x'.repeat(43));
    expect(unknown).toMatchObject({ status: 404, data: null });
    expect(unknown.msg).toMatch(/^This offer link does not work/);
    expect((await view('x'.repeat(43), { lang: 'zh' })).msg).toMatch(/^此报价链接无效/);
    expect(await callUnchecked(t.app, api.quoteOfferDetail, { key: 'short' })).toMatchObject({
      status: 400,
      msg: 'Please check offer link',
    });
    expect(await callUnchecked(t.app, api.quoteOfferDetail, {})).toMatchObject({ status: 400 });
  });

  it('answers 410 for an offer past its last day, which can no longer be accepted', async () => {
    const { quote, key } = await offered();
    await t.db
      .update(quotes)
      .set({ offerValidUntil: sql`now() - interval '1 second'` })
      .where(eq(quotes.id, quote.id));
    expect(await view(key)).toMatchObject({
      status: 410,
      msg: 'This offer has expired. Write to us and we will gladly make you a new one.',
    });
    const member = await buyer();
    expect(await accept(key, member)).toMatchObject({ status: 410 });
    expect(await ordersOf(member)).toEqual([]);
    // A new offer makes it acceptable again, with a new key.
    const renewed = await offerOn(t.app, mailer, support, quote);
    expect((await view(renewed)).data.status).toBe('offered');
  });

  it('asks for an account and a delivery address before accepting', async () => {
    const { key } = await offered();
    expect(await callUnchecked(t.app, api.acceptQuoteOffer, { key })).toMatchObject({
      status: 401,
      msg: 'Please log in first',
    });
    const member = await newMember(t.db);
    expect(await accept(key, member)).toMatchObject({
      status: 400,
      msg: 'The delivery address cannot be empty.',
    });
    expect(await accept('y'.repeat(43), member)).toMatchObject({ status: 404 });
    expect(await ordersOf(member)).toEqual([]);
  });

  it('makes an unpaid order of the lines with the quote’s files, priced as checkout; once paid it awaits review', async () => {
    const { quote, key } = await offered();
    const member = await buyer();
    const priced = await view(key, { token: member.token });
    const res = await accept(key, member, 'zh');
    expect(res).toMatchObject({ status: 200 });
    expect(res.msg).toBe(`已接受报价：您的订单 ${res.data.orderNo} 可以付款了`);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.data.orderId));
    expect(order).toMatchObject({
      memberId: member.id,
      orderNo: res.data.orderNo,
      paymentStatus: 'pending',
      subtotalCents: 50050,
      discountCents: 0,
      taxCents: Math.round(priced.data.tax * 100),
      shippingCents: Math.round(priced.data.deliveryfee * 100),
      totalCents: Math.round(priced.data.total * 100),
      lang: 'zh',
      couponCode: null,
    });
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id))
      .orderBy(orderItems.id);
    const reference = `Q${String(quote.id).padStart(6, '0')}`;
    expect(items).toMatchObject(
      OFFER.lines.map((line) => ({
        productNo: api.QUOTE_PRODUCT_NO,
        productName: { en: line.title, zh: line.title },
        qty: 1,
        unitPriceCents: Math.round(line.price * 100),
        subtotalCents: Math.round(line.price * 100),
        files: [`/uploads/${'a'.repeat(32)}.png`, `/uploads/${'b'.repeat(32)}.png`],
        state: 'awaiting_review',
        attributes: [
          { key: { en: 'Quantity' }, value: { en: String(line.quantity) } },
          { key: { en: 'Quote' }, value: { en: reference } },
        ],
        dueAt: null,
      })),
    );
    const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored).toMatchObject({ status: 'accepted', orderId: order!.id, memberId: member.id });
    expect(mailer.sent.filter((mail) => mail.to === member.email).map((mail) => mail.subject)).toEqual([
      `您的墨折印刷订单 ${res.data.orderNo}`,
    ]);

    // The customer sees it in their orders, and after acceptance the link shows it to them alone.
    const mine = await call(t.app, api.queryOrderList, { sta: 2 }, { token: member.token });
    expect(mine.data.list.map((row) => row.orderNo)).toContain(res.data.orderNo);
    expect((await view(key, { token: member.token })).data).toMatchObject({
      status: 'accepted',
      order: { id: order!.id, orderNo: res.data.orderNo, paid: false, totalAmount: priced.data.total },
    });
    expect((await view(key)).data).toMatchObject({ status: 'accepted', order: null });
    expect((await view(key, { token: (await buyer()).token })).data.order).toBeNull();

    await payTestOrder(t.app, member, order!.id);
    const paid = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(paid.map((item) => item.state)).toEqual(['awaiting_review', 'awaiting_review']);
    expect(paid.every((item) => item.dueAt !== null)).toBe(true);
    const { owner } = await staffOfEveryRole(t.db);
    const line = await call(
      t.app,
      admin.adminOrderList,
      { state: 'awaiting_review', payment: 'paid', q: res.data.orderNo },
      { headers: owner.headers },
    );
    expect(line.data.list.map((row) => row.orderNo)).toEqual([res.data.orderNo]);
    expect((await view(key, { token: member.token })).data.order?.paid).toBe(true);
  });

  it('makes one order of two acceptances at once by the same member, and answers it again later', async () => {
    const { key } = await offered();
    const member = await buyer();
    const [a, b] = await Promise.all([accept(key, member), accept(key, member)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.orderId).toBe(b.data.orderId);
    expect(await ordersOf(member)).toEqual([{ id: a.data.orderId }]);
    expect((await accept(key, member)).data.orderId).toBe(a.data.orderId);
    // One confirmation, for the one order.
    expect(mailer.sent.filter((mail) => mail.to === member.email)).toHaveLength(1);
  });

  it('makes the hidden product of quoted work at the first acceptance in a shop seeded before offers', async () => {
    const [quoted] = await t.db.select().from(products).where(eq(products.productNo, api.QUOTE_PRODUCT_NO));
    await t.db.delete(skus).where(eq(skus.productId, quoted!.id));
    await t.db.delete(products).where(eq(products.id, quoted!.id));
    const { key } = await offered();
    const [first, second] = [await buyer(), await buyer()];
    const res = await accept(key, first);
    expect(res.status).toBe(200);
    const made = await t.db.select().from(products).where(eq(products.productNo, api.QUOTE_PRODUCT_NO));
    expect(made).toMatchObject([{ active: false, categoryId: quoted!.categoryId }]);
    const again = await offered();
    expect((await accept(again.key, second)).status).toBe(200);
    expect(
      await t.db.select().from(products).where(eq(products.productNo, api.QUOTE_PRODUCT_NO)),
    ).toHaveLength(1);
  });

  it('lets one of two members accept an offer at once: the other is refused with 409', async () => {
    const { quote, key } = await offered();
    const [first, second] = [await buyer(), await buyer()];
    const answers = await Promise.all([accept(key, first), accept(key, second)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.msg).toBe('This offer was already accepted with another account');
    const winner = answers[0]!.status === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect(await ordersOf(loser)).toEqual([]);
    const made = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, `quote:${quote.id}`));
    expect(made).toHaveLength(1);
    expect(await ordersOf(winner)).toEqual(made);
  });
});
