import { admin } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shopDateTime, shopDay } from '../../../lib/shop-days.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { call } from '../../../test/http.ts';
import { newMember, placeTestOrder, putInCart, saveTestAddress, skuOf } from '../../../test/shop.ts';
import { newStaff, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { orders } from '../tables.ts';

/** 23:30 on 14 March 2026 in Los Angeles (daylight time, UTC−7): already the 15th in UTC and in Shanghai. */
const LATE_EVENING = new Date('2026-03-15T06:30:00Z');

/** The first instant of `day` in `zone` (neither zone here changes its clocks at midnight). */
function startOf(day: string, zone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const wallClock = Date.parse(`${shopDateTime(new Date(midnightUtc), zone).replace(' ', 'T')}Z`);
  return new Date(midnightUtc - (wallClock - midnightUtc));
}

/**
 * The back office counts days in the shop's time zone (SHOP_TIME_ZONE, Los Angeles unless set):
 * the order list's and the audit log's day filters, the CSV export and the dashboard's chart.
 */
describe.each([
  { zone: 'America/Los_Angeles', env: {}, day: '2026-03-14', csvTime: '2026-03-14 23:30:00' },
  {
    zone: 'Asia/Shanghai',
    env: { SHOP_TIME_ZONE: 'Asia/Shanghai' },
    day: '2026-03-15',
    csvTime: '2026-03-15 14:30:00',
  },
])('days in $zone', ({ zone, env, day, csvTime }) => {
  let t: TestApp;
  let owner: TestStaff;
  let order: { id: number; orderNo: string };

  async function placedAt(time: Date, paid: boolean) {
    const member = await newMember(t.db);
    await saveTestAddress(t.db, member.id);
    const cartId = await putInCart(t.db, member.id, await skuOf(t.db, 'BC-1001', 0));
    const placed = await placeTestOrder(t.db, member, [{ cartId, productNum: 1 }]);
    const paidAt = paid ? { paymentStatus: 'paid' as const, paidAt: time } : {};
    await t.db
      .update(orders)
      .set({ createdAt: time, ...paidAt })
      .where(eq(orders.id, placed.id));
    return { id: placed.id, orderNo: placed.orderNo };
  }

  beforeAll(async () => {
    t = await createTestApp({ env });
    owner = await newStaff(t.db, 'owner');
    order = await placedAt(LATE_EVENING, false);
    await t.db.insert(auditLog).values({
      staffId: owner.id,
      ip: 'late evening',
      action: 'order.note',
      entity: 'order',
      entityId: order.id,
      createdAt: LATE_EVENING,
    });
  });
  afterAll(() => t.close());

  const orderNos = async (from: string, to: string) =>
    (
      await call(t.app, admin.adminOrderList, { from, to, q: order.orderNo }, { headers: owner.headers })
    ).data.list.map((row) => row.orderNo);

  it('tells the back office its zone', async () => {
    expect((await call(t.app, admin.adminMe, {}, { headers: owner.headers })).data.timeZone).toBe(zone);
  });

  it('lists an order placed at 23:30 Los Angeles time on the day it was in the shop’s zone', async () => {
    expect(await orderNos(day, day)).toEqual([order.orderNo]);
    expect(await orderNos(addDays(day, -1), addDays(day, -1))).toEqual([]);
    expect(await orderNos(addDays(day, 1), addDays(day, 1))).toEqual([]);
  });

  it('filters the audit log by the same days', async () => {
    const entries = async (from: string, to: string) =>
      (
        await call(t.app, admin.adminAudit, { from, to, action: 'order.note' }, { headers: owner.headers })
      ).data.list.map((entry) => entry.ip);
    expect(await entries(day, day)).toContain('late evening');
    expect(await entries(addDays(day, 1), addDays(day, 1))).not.toContain('late evening');
  });

  it('writes the CSV’s times on the shop’s clock, and says which zone', async () => {
    const res = await t.app.inject({
      url: `/api/admin/orders.csv?q=${order.orderNo}`,
      headers: owner.headers,
    });
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain(`Placed (${zone})`);
    expect(row).toContain(`,${csvTime},`);
    expect(res.headers['content-disposition']).toContain(`orders-${shopDay(new Date(), zone)}.csv`);
  });

  it('charts the days of the shop’s zone: an order paid just before today began is yesterday’s', async () => {
    const board = async () =>
      (await call(t.app, admin.adminDashboard, {}, { headers: owner.headers })).data.days.slice(-2);
    const today = shopDay(new Date(), zone);
    const before = await board();
    expect(before.map((one) => one.date)).toEqual([addDays(today, -1), today]);
    const start = startOf(today, zone).getTime();
    await placedAt(new Date(start - 30 * 60 * 1000), true);
    await placedAt(new Date(start + 1000), true);
    const after = await board();
    expect(after.map((one) => one.orders)).toEqual(before.map((one) => one.orders + 1));
  });
});
