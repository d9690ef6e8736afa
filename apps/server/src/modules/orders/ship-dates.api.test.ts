import { admin, api, shipDay } from '@printshop/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, shopDay } from '../../lib/shop-days.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { payTestOrder } from '../../test/production.ts';
import {
  cartLineIds,
  newMember,
  placeTestOrder,
  putInCart,
  saveTestAddress,
  skuOf,
} from '../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { products } from '../catalog/tables.ts';
import { shopCalendar, writeCalendarSettings } from '../content/shop-calendar.ts';
import { orderItems } from './tables.ts';

const ZONE = 'America/Los_Angeles';
/** Thursday 2026-12-03 in Los Angeles (UTC-8), at a time of day. */
const thursday = (time: string) => new Date(`2026-12-03T${time}:00-08:00`);

/**
 * The storefront's ship-by dates on a calendar the test sets: noon cut-off, Monday 2026-12-07 a
 * holiday. The clock is the test's own (only Date is faked), so nothing depends on today.
 */
describe('ship-by dates of the product page, the cart, the checkout and a paid order', () => {
  let t: TestApp;
  let owner: TestStaff;

  const productionDays = (productNo: string, days: number) =>
    t.db.update(products).set({ productionDays: days }).where(eq(products.productNo, productNo));

  /** A member with a business card (3 days) and a hang tag (5 days) in the cart, delivered to `countryCode`. */
  async function shopper(countryCode: string, provinceCode: string) {
    const member = await newMember(t.db);
    await putInCart(t.db, member.id, await skuOf(t.db, 'BC-1001'));
    await putInCart(t.db, member.id, await skuOf(t.db, 'HT-1001'));
    await saveTestAddress(t.db, member.id, { countryCode, provinceCode });
    return member;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_TIME_ZONE: ZONE } });
    ({ owner } = await staffOfEveryRole(t.db));
    await writeCalendarSettings(t.db, {
      cutoff: '12:00',
      holidays: [{ date: '2026-12-07', label: { en: 'Shop closed', zh: '店休' } }],
    });
    await productionDays('BC-1001', 3);
    await productionDays('HT-1001', 5);
    t.app.changes.changed();
  });
  afterEach(() => {
    vi.useRealTimers();
    t.app.changes.changed();
  });
  afterAll(() => t.close());

  it('tells on the product page when an order placed now ships, before and after the cut-off', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: thursday('11:59') });
    const before = await call(t.app, api.productDetail, { productNo: 'BC-1001' });
    // Thursday, Friday, then Tuesday: the weekend and Monday's holiday are skipped.
    expect(before.data.shipBy).toEqual({
      orderBy: '2026-12-03T20:00:00.000Z',
      orderByToday: true,
      ships: '2026-12-08',
      timeZone: ZONE,
      orderByDay: '2026-12-03',
      orderByTime: '12:00',
      timeZoneName: 'PT',
    });
    vi.setSystemTime(thursday('12:00'));
    t.app.changes.changed();
    const after = await call(t.app, api.productDetail, { productNo: 'BC-1001' }, { lang: 'zh' });
    expect(after.data.shipBy).toEqual({
      orderBy: '2026-12-04T20:00:00.000Z',
      orderByToday: false,
      ships: '2026-12-09',
      timeZone: ZONE,
      orderByDay: '2026-12-04',
      orderByTime: '12:00',
      timeZoneName: 'PT',
    });
  });

  it('ships the cart with its slowest line, and an empty cart not at all', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: thursday('09:00') });
    const member = await shopper('US', 'CA');
    const cart = await call(t.app, api.cartList, {}, { token: member.token });
    // The hang tag's 5 days: Thursday, Friday, Tuesday, Wednesday, Thursday.
    expect(cart.data.shipBy).toMatchObject({ ships: '2026-12-10', orderByToday: true });
    const empty = await newMember(t.db);
    expect((await call(t.app, api.cartList, {}, { token: empty.token })).data.shipBy).toBeNull();
  });

  it('gives the checkout the ship day and the delivery window of the address’s country', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: thursday('09:00') });
    const us = await call(t.app, api.toOrder, {}, { token: (await shopper('US', 'CA')).token });
    expect(us.data.shipBy?.ships).toBe('2026-12-10');
    // The US ships in 2 to 5 business days.
    expect(us.data.delivery).toEqual({ from: '2026-12-14', to: '2026-12-17' });
    const canada = await call(t.app, api.toOrder, {}, { token: (await shopper('CA', 'ON')).token });
    // Canada in 4 to 8.
    expect(canada.data.delivery).toEqual({ from: '2026-12-16', to: '2026-12-22' });
    const empty = await call(t.app, api.toOrder, {}, { token: (await newMember(t.db)).token });
    expect(empty.data).toMatchObject({ shipBy: null, delivery: null });
  });

  it('keeps the promise when the order is paid: ship-by day, due at its end, shown to the customer and staff', async () => {
    const member = await shopper('US', 'CA');
    const order = await placeTestOrder(
      t.db,
      member,
      (await cartLineIds(t.db, member.id)).map((cartId) => ({ cartId, productNum: 1 })),
    );
    expect(order.busOrderItemList.map((item) => item.shipBy)).toEqual([null, null]);
    await payTestOrder(t.app, member, order.id);

    const [paid] = (await call(t.app, api.queryOrderList, { sta: 2 }, { token: member.token })).data.list;
    const calendar = await shopCalendar(t.db, ZONE);
    const paidAt = new Date(paid!.paidTime!);
    const promised = [shipDay(paidAt, 3, calendar), shipDay(paidAt, 5, calendar)];
    expect(paid!.busOrderItemList.map((item) => item.shipBy)).toEqual(promised);

    const items = await t.db
      .select({ shipBy: orderItems.shipBy, dueAt: orderItems.dueAt })
      .from(orderItems)
      .where(
        inArray(
          orderItems.id,
          paid!.busOrderItemList.map((item) => item.id),
        ),
      )
      .orderBy(orderItems.id);
    for (const item of items) {
      expect(shopDay(item.dueAt!, ZONE)).toBe(item.shipBy);
      expect(shopDay(new Date(item.dueAt!.getTime() + 1), ZONE)).toBe(addDays(item.shipBy!, 1));
    }
    const staffView = await call(t.app, admin.adminOrderDetail, { id: order.id }, { headers: owner.headers });
    expect(staffView.data.items.map((item) => item.shipBy)).toEqual(promised);
  });
});
