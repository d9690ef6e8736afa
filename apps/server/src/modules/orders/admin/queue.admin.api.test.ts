import { randomBytes } from 'node:crypto';
import { admin } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CallInput, call, envelope } from '../../../test/http.ts';
import { newMember, placeTestOrder, putInCart, saveTestAddress, skuOf } from '../../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { members } from '../../identity/tables.ts';
import { itemIsLate } from '../late.ts';
import { orderItems, orders } from '../tables.ts';

const DAY = 24 * 60 * 60 * 1000;

/** How an order's items stand: their states and due dates in days from now (null: none). */
type ItemSetup = { state: admin.ItemState; dueInDays: number | null };

/**
 * The list as an operator's queue: sorted by due date, filtered to late orders, searched by the
 * delivery address's company, phone and ZIP code, and its CSV export of a selection.
 */
describe('the order list as an operator’s queue', () => {
  let t: TestApp;
  let owner: TestStaff;
  /** A marker in every test customer's email, so `q` finds only this file's orders. */
  const tag = `que${randomBytes(3).toString('hex')}`;
  const made: Record<string, { id: number; orderNo: string }> = {};

  const list = (input: CallInput<typeof admin.adminOrderList>, lang?: string) =>
    call(t.app, admin.adminOrderList, input, { headers: owner.headers, lang });
  const mine = (input: CallInput<typeof admin.adminOrderList> = {}) => list({ q: tag, size: 100, ...input });
  const numbers = (rows: { orderNo: string }[]) => rows.map((row) => row.orderNo);
  const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { ...owner.headers, lang } });

  /** A tagged customer's order delivered to `address`, its items as told, paid unless told. */
  async function order(
    name: string,
    items: ItemSetup[],
    { paid = true, address = {} as Parameters<typeof saveTestAddress>[2] } = {},
  ) {
    const member = await newMember(t.db);
    const email = `${tag}-${member.id}@example.com`;
    await t.db.update(members).set({ email }).where(eq(members.id, member.id));
    await saveTestAddress(t.db, member.id, address);
    const lines = [];
    for (const [index] of items.entries()) {
      lines.push({
        cartId: await putInCart(t.db, member.id, await skuOf(t.db, 'BC-1001', index)),
        productNum: 1,
      });
    }
    const placed = await placeTestOrder(t.db, { ...member, email }, lines);
    if (paid) {
      await t.db
        .update(orders)
        .set({ paymentStatus: 'paid', paidAt: new Date(Date.now() - 10 * DAY) })
        .where(eq(orders.id, placed.id));
    }
    for (const [index, item] of items.entries()) {
      const dueAt = item.dueInDays === null ? null : new Date(Date.now() + item.dueInDays * DAY);
      await t.db
        .update(orderItems)
        .set({ state: item.state, stage: admin.stageOf(item.state), dueAt })
        .where(eq(orderItems.id, placed.busOrderItemList[index]!.id));
    }
    made[name] = { id: placed.id, orderNo: placed.orderNo };
    return made[name]!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner } = await staffOfEveryRole(t.db));
    await order('soon', [{ state: 'approved', dueInDays: 1 }]);
    // Its shipped item's earlier date no longer counts: it is due when its open item is.
    await order('later', [
      { state: 'shipped', dueInDays: -5 },
      { state: 'printing', dueInDays: 3 },
    ]);
    await order('unpaid', [{ state: 'awaiting_review', dueInDays: null }], { paid: false });
    await order('overdue', [{ state: 'approved', dueInDays: -2 }], {
      address: { companyName: `Quokka Works ${tag}`, phone: '(415) 555-0199', postalcode: '94110-1234' },
    });
    await order('done', [{ state: 'delivered', dueInDays: -20 }]);
  });
  afterAll(() => t.close());

  describe('sort by due date', () => {
    it('puts the soonest due first, or the latest, and the orders with nothing due last either way', async () => {
      const asc = await mine({ sort: 'due', dir: 'asc' });
      expect(numbers(asc.data.list)).toEqual(
        ['overdue', 'soon', 'later']
          .map((name) => made[name]!.orderNo)
          .concat(expect.any(String), expect.any(String)),
      );
      expect(numbers(asc.data.list.slice(3)).sort()).toEqual(
        [made.unpaid!.orderNo, made.done!.orderNo].sort(),
      );
      const desc = await mine({ sort: 'due', dir: 'desc' });
      expect(numbers(desc.data.list.slice(0, 3))).toEqual(
        ['later', 'soon', 'overdue'].map((name) => made[name]!.orderNo),
      );
      expect(desc.data.list.slice(3).map((row) => row.dueAt)).toEqual([null, null]);
    });

    it('pages through the same order without repeating or skipping an order', async () => {
      const whole = numbers((await mine({ sort: 'due', dir: 'asc' })).data.list);
      const pages = [];
      for (const page of [1, 2, 3])
        pages.push(...numbers((await mine({ sort: 'due', dir: 'asc', page, size: 2 })).data.list));
      expect(pages).toEqual(whole);
    });

    it('refuses a sort it does not know, naming it in en and zh', async () => {
      const en = await get(`${admin.adminOrderList.path}?sort=soonest`);
      expect([en.statusCode, envelope(en).msg]).toEqual([400, 'Please choose sort']);
      const zh = await get(`${admin.adminOrderList.path}?sort=soonest`, 'zh');
      expect([zh.statusCode, envelope(zh).msg]).toEqual([400, '请选择排序']);
    });
  });

  describe('late=1', () => {
    it('finds every order with a late item of a paid order, however many more than the dashboard lists', async () => {
      const late = [made.overdue!.orderNo];
      for (let index = 0; index < 24; index++) {
        late.push((await order(`late${index}`, [{ state: 'printing', dueInDays: -1 - index / 10 }])).orderNo);
      }
      // Not late: an unpaid order's item (never produced), a cancelled item, one not due yet.
      await order('unpaidPastDue', [{ state: 'awaiting_review', dueInDays: -3 }], { paid: false });
      await order('cancelled', [{ state: 'cancelled', dueInDays: -3 }]);

      const found = await mine({ late: 1 });
      expect(found.data.total).toBe(25);
      expect(numbers(found.data.list).sort()).toEqual(late.sort());
      expect(found.data.list.every((row) => row.late)).toBe(true);

      // Without a search it finds the late orders of the whole shop, as many as the late items' orders.
      const [everyLate] = await t.db
        .select({ orders: sql<number>`count(distinct ${orderItems.orderId})::int` })
        .from(orderItems)
        .where(itemIsLate);
      const shop = await list({ late: 1, size: 100 });
      expect(shop.data.total).toBe(everyLate!.orders);
      expect(numbers(shop.data.list)).toEqual(expect.arrayContaining(late));
      const dashboard = await call(t.app, admin.adminDashboard, {}, { headers: owner.headers });
      expect(dashboard.data.late.items.length).toBeLessThan(shop.data.total);
    });

    it('sorts the late orders by due date, the most overdue first', async () => {
      const rows = (await mine({ late: 1, sort: 'due', dir: 'asc' })).data.list;
      const dues = rows.map((row) => row.dueAt!);
      expect(dues).toEqual([...dues].sort());
      expect(rows).toHaveLength(25);
    });

    it('refuses any other value, naming the filter in en and zh', async () => {
      const en = await get(`${admin.adminOrderList.path}?late=yes`);
      expect([en.statusCode, envelope(en).msg]).toEqual([400, 'Please choose late filter']);
      const zh = await get(`${admin.adminOrderList.path}?late=2`, 'zh');
      expect(zh.statusCode).toBe(400);
      expect(envelope(zh).msg).toContain('逾期筛选');
    });
  });

  describe('search by the delivery address', () => {
    it('finds an order by its company, phone as written or as digits, and ZIP code, in any case', async () => {
      for (const q of [`quokka works ${tag}`, '555-0199', '4155550199', '(415) 555 0199', '94110-1234']) {
        const found = await list({ q, size: 100 });
        expect([q, numbers(found.data.list)]).toEqual([q, expect.arrayContaining([made.overdue!.orderNo])]);
        expect(found.data.list.some((row) => row.orderNo === made.soon!.orderNo)).toBe(false);
      }
    });

    it('takes a search’s signs literally, and refuses one that is too long in en and zh', async () => {
      expect((await list({ q: `quokka%${tag}` })).data.total).toBe(0);
      const long = 'x'.repeat(admin.ADMIN_ORDER_LIMITS.search + 1);
      const en = await get(`${admin.adminOrderList.path}?q=${long}`);
      expect([en.statusCode, envelope(en).msg]).toEqual([400, 'Search is too long (at most 100 characters)']);
      const zh = await get(`${admin.adminOrderList.path}?q=${long}`, 'zh');
      expect([zh.statusCode, envelope(zh).msg]).toEqual([400, '搜索内容过长（最多 100 个字符）']);
    });
  });

  describe('the CSV of a selection (ids)', () => {
    it('exports only the orders picked, in the list’s order', async () => {
      const ids = [made.soon!.id, made.overdue!.id].join(',');
      const res = await get(`${admin.adminOrdersCsv.path}?ids=${ids}&sort=due&dir=asc`);
      expect(res.statusCode).toBe(200);
      const lines = res.body.trim().split(/\r?\n/).slice(1);
      expect(lines.map((line) => line.split(',')[0])).toEqual([made.overdue!.orderNo, made.soon!.orderNo]);
    });

    it('refuses a list that is not of ids, or too long, naming it in en and zh', async () => {
      const en = await get(`${admin.adminOrdersCsv.path}?ids=1,abc`);
      expect([en.statusCode, envelope(en).msg]).toEqual([400, 'Please choose selected orders']);
      const many = Array.from({ length: admin.ADMIN_PAGE_SIZE_MAX + 1 }, (_, index) => index + 1).join(',');
      const zh = await get(`${admin.adminOrdersCsv.path}?ids=${many}`, 'zh');
      expect([zh.statusCode, envelope(zh).msg]).toEqual([400, '所选订单最多 100 个']);
    });
  });

  it('needs a staff session: 401 without one', async () => {
    for (const query of ['late=1', 'sort=due', 'q=555-0199', 'ids=1']) {
      expect((await t.app.inject({ url: `${admin.adminOrderList.path}?${query}` })).statusCode).toBe(401);
    }
  });
});
