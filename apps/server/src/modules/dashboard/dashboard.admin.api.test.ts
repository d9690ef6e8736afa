import { admin, type LocalizedText } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../lib/shop-days.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import {
  newMember,
  placeTestOrder,
  putInCart,
  saveTestAddress,
  skuOf,
  type TestMember,
} from '../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { products } from '../catalog/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/admin/dashboard', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let buyer: TestMember;
  let cardName: Required<LocalizedText>;
  /** Placed and paid 2020-01-15: one business card still printing, due 2020-01-20. */
  let oldOrderNo: string;

  const board = (who: TestStaff) => call(t.app, admin.adminDashboard, {}, { headers: who.headers });

  async function paidOrder(productNo: string, paidAt: Date, item: Partial<typeof orderItems.$inferInsert>) {
    const cartId = await putInCart(t.db, buyer.id, await skuOf(t.db, productNo, 0));
    const placed = await placeTestOrder(t.db, buyer, [{ cartId, productNum: 1 }]);
    await t.db.update(orders).set({ paymentStatus: 'paid', paidAt }).where(eq(orders.id, placed.id));
    await t.db.update(orderItems).set(item).where(eq(orderItems.id, placed.busOrderItemList[0]!.id));
    return placed.orderNo;
  }

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    buyer = await newMember(t.db);
    await saveTestAddress(t.db, buyer.id);
    const [card] = await t.db.select().from(products).where(eq(products.productNo, 'BC-1001'));
    cardName = card!.name as Required<LocalizedText>;
    oldOrderNo = await paidOrder('BC-1001', new Date('2020-01-15T10:00:00Z'), {
      state: 'printing',
      stage: 1,
      dueAt: new Date('2020-01-20T10:00:00Z'),
    });
    await paidOrder('LB-1001', new Date(Date.now() - DAY), { state: 'approved' });
  });
  afterAll(() => t.close());

  it('counts items per state, lists late items and 30 days of sales', async () => {
    const res = await board(staff.production);
    expect(res.status).toBe(200);
    const { itemsPerState, late, days } = res.data;
    expect(Object.keys(itemsPerState).sort()).toEqual([...admin.ITEM_STATES].sort());
    expect(itemsPerState.printing).toBeGreaterThanOrEqual(1);
    expect(late.count).toBeGreaterThanOrEqual(late.items.length);
    expect(late.items.length).toBeLessThanOrEqual(admin.DASHBOARD_LATE_ITEMS);
    const dues = late.items.map((item) => item.dueAt);
    expect(dues).toEqual([...dues].sort());
    expect(late.items[0]).toMatchObject({ orderNo: oldOrderNo, state: 'printing', productName: cardName.en });
    expect(days).toHaveLength(admin.DASHBOARD_DAYS);
    expect(days.at(-1)!.date).toBe(shopDay(new Date(), 'America/Los_Angeles'));
    const yesterday = days.at(-2)!;
    expect(yesterday.orders).toBeGreaterThanOrEqual(1);
    expect(yesterday.revenue).toBeGreaterThan(0);
    expect(days.every((day) => day.orders >= 0 && day.revenue >= 0)).toBe(true);
  });

  it('tells only owners which staff still use a demo password', async () => {
    expect((await board(staff.owner)).data.demoPasswords).toEqual(
      expect.arrayContaining(['owner@inkfold.example', 'press@inkfold.example', 'help@inkfold.example']),
    );
    expect((await board(staff.production)).data.demoPasswords).toEqual([]);
    expect((await board(staff.support)).data.demoPasswords).toEqual([]);
  });

  it('answers 401 without a staff session or with a customer token', async () => {
    expect((await callUnchecked(t.app, admin.adminDashboard, {})).status).toBe(401);
    expect((await callUnchecked(t.app, admin.adminDashboard, {}, { token: buyer.token })).status).toBe(401);
  });
});
