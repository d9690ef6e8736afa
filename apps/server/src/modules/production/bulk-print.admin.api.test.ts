import { admin } from '@printshop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { advanceItem, type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { auditLog } from '../audit/tables.ts';
import { orderItems } from '../orders/tables.ts';

describe('POST /api/admin/items/print: start printing several items at once', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  /** The call as `who` sends it; null sends no session. */
  const printAll = (itemIds: unknown, who: TestStaff | null, lang = 'en') =>
    callUnchecked(t.app, admin.printItems, { itemIds }, { headers: who?.headers, lang });
  const statesOf = async (ids: number[]) => {
    const rows = await t.db
      .select({ id: orderItems.id, state: orderItems.state })
      .from(orderItems)
      .where(inArray(orderItems.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.state]));
  };

  /** A new member's item, paid and moved to `state` unless told otherwise. */
  async function item({
    paid = true,
    state = 'approved' as admin.ItemState | null,
  } = {}): Promise<OrderedItem> {
    const [ordered] = await orderedItems(t.db);
    if (paid) await payTestOrder(t.app, ordered!.member, ordered!.orderId);
    if (state) await advanceItem(t.app, staff.production, ordered!.itemId, state);
    return ordered!;
  }

  it('prints the approved items of paid orders, and says for each of the others why not', async () => {
    const [first, second, waiting, unpaid] = [
      await item(),
      await item(),
      await item({ state: null }),
      await item({ paid: false, state: null }),
    ];
    const unknown = 2_000_000_000;
    const mailed = mailer.sent.length;
    const ids = [first!.itemId, waiting!.itemId, unpaid!.itemId, unknown, second!.itemId, first!.itemId];
    const res = await call(t.app, admin.printItems, { itemIds: ids }, { headers: staff.production.headers });
    expect(res.status).toBe(200);
    expect(res.msg).toBe('2 of 5 items started printing.');
    expect(res.data.items).toEqual([
      { itemId: first!.itemId, moved: true, reason: '' },
      {
        itemId: waiting!.itemId,
        moved: false,
        reason: 'This item cannot go to print: it is awaiting file review.',
      },
      {
        itemId: unpaid!.itemId,
        moved: false,
        reason: 'This item cannot move on the production line: its order is not paid yet.',
      },
      { itemId: unknown, moved: false, reason: 'Order item not found' },
      { itemId: second!.itemId, moved: true, reason: '' },
    ]);
    expect(await statesOf([first!.itemId, second!.itemId, waiting!.itemId, unpaid!.itemId])).toEqual({
      [first!.itemId]: 'printing',
      [second!.itemId]: 'printing',
      [waiting!.itemId]: 'awaiting_review',
      [unpaid!.itemId]: 'awaiting_review',
    });
    // Each printed item as the single move leaves it: audited in the staff member's name, its customer mailed.
    const audited = await t.db
      .select({ entityId: auditLog.entityId, staffId: auditLog.staffId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.print'), inArray(auditLog.entityId, ids)));
    expect(audited).toEqual(
      expect.arrayContaining([
        { entityId: first!.itemId, staffId: staff.production.id },
        { entityId: second!.itemId, staffId: staff.production.id },
      ]),
    );
    expect(audited).toHaveLength(2);
    expect(mailer.sent.slice(mailed).map((mail) => mail.to)).toEqual([
      first!.member.email,
      second!.member.email,
    ]);
  });

  it('refuses an item already printing (compare-and-set), in the reader’s language', async () => {
    const printing = await item({ state: 'printing' });
    const res = await call(
      t.app,
      admin.printItems,
      { itemIds: [printing.itemId] },
      { headers: staff.owner.headers, lang: 'zh' },
    );
    expect(res.msg).toBe('1 件商品中已有 0 件开始印刷。');
    expect(res.data.items).toEqual([
      { itemId: printing.itemId, moved: false, reason: '该商品无法开始印刷：它印刷中。' },
    ]);
  });

  it('needs a staff session with production moves: 401 without one, 403 for support, moving nothing', async () => {
    const approved = await item();
    expect((await printAll([approved.itemId], null)).status).toBe(401);
    const refused = await printAll([approved.itemId], staff.support);
    expect(refused.status).toBe(403);
    expect(await statesOf([approved.itemId])).toEqual({ [approved.itemId]: 'approved' });
  });

  it('refuses a list that is empty, too long or not of ids, naming the field in en and zh', async () => {
    const cases: [unknown, string, string][] = [
      [[], 'en', 'Please choose items to print'],
      [[], 'zh', '请选择要印刷的商品'],
      [
        Array.from({ length: admin.BULK_ITEMS_MAX + 1 }, (_, index) => index + 1),
        'en',
        'Please give at most 100 items to print',
      ],
      [
        Array.from({ length: admin.BULK_ITEMS_MAX + 1 }, (_, index) => index + 1),
        'zh',
        '要印刷的商品最多 100 个',
      ],
      [['abc'], 'en', 'Please choose items to print'],
      [[0], 'zh', '请选择要印刷的商品'],
      ['12', 'en', ''],
    ];
    for (const [itemIds, lang, msg] of cases) {
      const res = await printAll(itemIds, staff.production, lang);
      expect(res.status).toBe(400);
      if (msg) expect(res.msg).toBe(msg);
    }
  });
});
