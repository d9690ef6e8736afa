import { randomBytes } from 'node:crypto';
import { admin, type Endpoint, type LocalizedText } from '@printshop/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { countQueries } from '../../../test/database.ts';
import { type CallInput, call, callUnchecked } from '../../../test/http.ts';
import {
  newMember,
  placeTestOrder,
  putInCart,
  saveTestAddress,
  skuOf,
  type TestMember,
} from '../../../test/shop.ts';
import { newStaff, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { products } from '../../catalog/tables.ts';
import { members } from '../../identity/tables.ts';
import { payments } from '../../payments/tables.ts';
import { itemEvents, proofs } from '../../production/tables.ts';
import { staff as staffTable } from '../../staff/tables.ts';
import { orderItems, orderNotes, orders } from '../tables.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('back-office orders API', () => {
  let t: TestApp;
  const staff = {} as Record<admin.StaffRole, TestStaff>;
  /** A marker in every test customer's email, so searches find only this file's orders. */
  const tag = `adm${randomBytes(3).toString('hex')}`;
  /** The production staff member's name. */
  let pressName: string;
  let buyer: TestMember;
  let other: TestMember;
  /** The seeded products' names, in both languages. */
  let cardName: Required<LocalizedText>;
  let labelName: Required<LocalizedText>;
  /** Placed 2020-01-15, paid, one printing business card that is late. */
  let oldOrder: { id: number; orderNo: string };
  /** Paid yesterday: a business card approved and a label shipped. */
  let paidOrder: { id: number; orderNo: string; itemIds: number[] };
  /** Another customer's unpaid order of a label. */
  let unpaidOrder: { id: number; orderNo: string };

  const list = (input: CallInput<typeof admin.adminOrderList>, who = staff.support, lang?: string) =>
    call(t.app, admin.adminOrderList, input, { headers: who.headers, lang });
  const mine = (input: CallInput<typeof admin.adminOrderList> = {}) => list({ q: tag, ...input });
  const numbers = (rows: { orderNo: string }[]) => rows.map((row) => row.orderNo);

  async function customer(firstname: string, lastname: string): Promise<TestMember> {
    const member = await newMember(t.db);
    const email = `${tag}-${member.id}@example.com`;
    await t.db.update(members).set({ firstname, lastname, email }).where(eq(members.id, member.id));
    await saveTestAddress(t.db, member.id, { firstname, city: 'Los Angeles, "LA"' });
    return { ...member, email };
  }

  async function order(member: TestMember, skus: [string, number][]) {
    const lines = [];
    for (const [productNo, index] of skus) {
      lines.push({
        cartId: await putInCart(t.db, member.id, await skuOf(t.db, productNo, index)),
        productNum: 1,
      });
    }
    const placed = await placeTestOrder(t.db, member, lines);
    return {
      id: placed.id,
      orderNo: placed.orderNo,
      itemIds: placed.busOrderItemList.map((item) => item.id),
    };
  }

  const setItem = (id: number, values: Partial<typeof orderItems.$inferInsert>) =>
    t.db.update(orderItems).set(values).where(eq(orderItems.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of admin.STAFF_ROLES) staff[role] = await newStaff(t.db, role);
    const [press] = await t.db.select().from(staffTable).where(eq(staffTable.id, staff.production.id));
    pressName = press!.name;
    const names = await t.db
      .select({ productNo: products.productNo, name: products.name })
      .from(products)
      .where(inArray(products.productNo, ['BC-1001', 'LB-1001']));
    const nameOf = (productNo: string) =>
      names.find((row) => row.productNo === productNo)!.name as Required<LocalizedText>;
    cardName = nameOf('BC-1001');
    labelName = nameOf('LB-1001');

    buyer = await customer('Zelda', 'Quartermain');
    other = await customer('=HYPERLINK("x")', 'Comma, "Quote"');

    const old = await order(buyer, [['BC-1001', 0]]);
    const placedAt = new Date('2020-01-15T10:00:00Z');
    await t.db
      .update(orders)
      .set({ createdAt: placedAt, paymentStatus: 'paid', paidAt: placedAt })
      .where(eq(orders.id, old.id));
    await setItem(old.itemIds[0]!, { state: 'printing', stage: 1, dueAt: new Date('2020-01-20T10:00:00Z') });
    oldOrder = old;

    paidOrder = await order(buyer, [
      ['BC-1001', 1],
      ['LB-1001', 0],
    ]);
    const yesterday = new Date(Date.now() - DAY);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * DAY), paymentStatus: 'paid', paidAt: yesterday })
      .where(eq(orders.id, paidOrder.id));
    await setItem(paidOrder.itemIds[0]!, { state: 'approved', dueAt: new Date(Date.now() + 3 * DAY) });
    await setItem(paidOrder.itemIds[1]!, {
      state: 'shipped',
      stage: 2,
      carrier: 'UPS',
      trackingNo: '1Z42',
      dueAt: new Date(Date.now() - DAY),
    });

    unpaidOrder = await order(other, [['LB-1001', 1]]);
  });
  afterAll(() => t.close());

  describe('GET /api/admin/orders', () => {
    it('lists orders newest first with their customer, items and lateness', async () => {
      const res = await mine();
      expect(res.status).toBe(200);
      expect(res.data.total).toBe(3);
      expect(numbers(res.data.list)).toEqual([unpaidOrder.orderNo, paidOrder.orderNo, oldOrder.orderNo]);
      const paid = res.data.list[1]!;
      expect(paid).toMatchObject({
        id: paidOrder.id,
        paymentStatus: 'paid',
        cancelled: false,
        customer: { id: buyer.id, email: buyer.email, name: 'Zelda Quartermain' },
        itemCount: 2,
        states: ['approved', 'shipped'],
        productNames: [cardName.en, labelName.en],
        late: false,
      });
      expect(paid.totalAmount).toBeGreaterThan(0);
      expect(paid.paidTime).not.toBeNull();
      expect(res.data.list[2]!.late).toBe(true);
    });

    it('gives each order the soonest due date of its items not shipped yet, none when nothing is due', async () => {
      const [open] = await t.db
        .select({ dueAt: orderItems.dueAt })
        .from(orderItems)
        .where(eq(orderItems.id, paidOrder.itemIds[0]!));
      const dues = new Map((await mine()).data.list.map((row) => [row.id, row.dueAt]));
      // The paid order's label shipped, though due earlier: its open business card is what is due.
      expect(dues.get(paidOrder.id)).toBe(open!.dueAt!.toISOString());
      expect(dues.get(oldOrder.id)).toBe('2020-01-20T10:00:00.000Z');
      expect(dues.get(unpaidOrder.id)).toBeNull();
    });

    it('names the products in the reader’s language', async () => {
      const res = await list({ q: paidOrder.orderNo }, staff.support, 'zh');
      expect(res.data.list[0]!.productNames).toEqual([cardName.zh, labelName.zh]);
    });

    it('filters by payment, state, stage and day, alone and together', async () => {
      expect(numbers((await mine({ payment: 'pending' })).data.list)).toEqual([unpaidOrder.orderNo]);
      expect(numbers((await mine({ payment: 'paid' })).data.list)).toEqual([
        paidOrder.orderNo,
        oldOrder.orderNo,
      ]);
      expect(numbers((await mine({ state: 'shipped' })).data.list)).toEqual([paidOrder.orderNo]);
      expect(numbers((await mine({ state: 'delivered' })).data.list)).toEqual([]);
      expect(numbers((await mine({ stage: 1 })).data.list)).toEqual([oldOrder.orderNo]);
      // Stage and state leave out orders awaiting payment unless the payment filter asks for them.
      expect(numbers((await mine({ stage: 0 })).data.list)).toEqual([paidOrder.orderNo]);
      expect(numbers((await mine({ stage: 0, payment: 'pending' })).data.list)).toEqual([
        unpaidOrder.orderNo,
      ]);
      expect(numbers((await mine({ stage: 2, payment: 'paid' })).data.list)).toEqual([paidOrder.orderNo]);
      expect(numbers((await mine({ state: 'awaiting_review', payment: 'paid' })).data.list)).toEqual([]);
      const day = { from: '2020-01-15', to: '2020-01-15' };
      expect(numbers((await mine(day)).data.list)).toEqual([oldOrder.orderNo]);
      expect(numbers((await mine({ to: '2020-01-14' })).data.list)).toEqual([]);
      expect(numbers((await mine({ from: '2020-01-16' })).data.list)).toEqual([
        unpaidOrder.orderNo,
        paidOrder.orderNo,
      ]);
      // A filter form's "all" sends the field empty.
      expect((await mine({ state: '' as never, payment: '' as never, from: '' })).data.total).toBe(3);
    });

    it('searches the order number, email, name and product names, case-insensitively and literally', async () => {
      const found = async (q: string) => numbers((await list({ q, size: 100 })).data.list);
      expect(await found(oldOrder.orderNo.slice(2).toLowerCase())).toEqual([oldOrder.orderNo]);
      expect(await found(other.email.toUpperCase())).toEqual([unpaidOrder.orderNo]);
      expect(await found('zelda quarter')).toEqual([paidOrder.orderNo, oldOrder.orderNo]);
      expect(await found('comma, "quote"')).toEqual([unpaidOrder.orderNo]);
      expect(await mine({ q: `${tag}  ` })).toMatchObject({ data: { total: 3 } });
      const byName = async (name: string) =>
        (await list({ q: name, size: 100 })).data.list.map((row) => row.id);
      expect(await byName(labelName.en.toUpperCase())).toEqual(
        expect.arrayContaining([paidOrder.id, unpaidOrder.id]),
      );
      expect(await byName(labelName.zh)).toEqual(expect.arrayContaining([paidOrder.id, unpaidOrder.id]));
      expect(await byName(labelName.zh)).not.toContain(oldOrder.id);
      // Each branch of a search keeps only a page's worth of rows: paging still reads them all.
      const byTotal = { q: labelName.en, sort: 'total', dir: 'asc' } as const;
      const whole = numbers((await list({ ...byTotal, size: 100 })).data.list);
      const paged = [];
      for (let page = 1; page <= whole.length; page++) {
        paged.push(...numbers((await list({ ...byTotal, size: 1, page })).data.list));
      }
      expect(paged).toEqual(whole);
      expect(await found('%')).toEqual([]);
      expect(await found(`${tag}_`)).toEqual([]);
    });

    it('pages and sorts, ties broken by id', async () => {
      const first = await mine({ size: 2 });
      const second = await mine({ size: 2, page: 2 });
      expect(first.data.total).toBe(3);
      expect(numbers([...first.data.list, ...second.data.list])).toEqual([
        unpaidOrder.orderNo,
        paidOrder.orderNo,
        oldOrder.orderNo,
      ]);
      const byTotal = (await mine({ sort: 'total', dir: 'asc' })).data.list.map((row) => row.totalAmount);
      expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
      const byNumber = numbers((await mine({ sort: 'orderNo', dir: 'asc' })).data.list);
      expect(byNumber).toEqual([...byNumber].sort());
      expect(numbers((await mine({ dir: 'asc' })).data.list)[0]).toBe(oldOrder.orderNo);
    });

    it('reads a page in a fixed number of queries, and counts a filter’s orders once in a while', async () => {
      const one = await countQueries(t.db, () => list({ size: 1, payment: 'paid' }));
      const many = await countQueries(t.db, () => list({ size: 100, payment: 'failed' }));
      const searched = await countQueries(t.db, () => mine({ state: 'printing', from: '2020-01-01' }));
      expect(many).toBe(one);
      // The staff session's two, then the page, its items, its customers and the count.
      expect(one).toBe(6);
      // A search first reads the catalogue's products it names.
      expect(searched).toBe(one + 1);
      // Another page or sort of the same filter reuses its count.
      const paging = await countQueries(t.db, () =>
        list({ size: 1, page: 2, payment: 'paid', sort: 'total' }),
      );
      expect(paging).toBe(5);
    });

    it('refuses bad filters with a 400 naming the field in the reader’s language', async () => {
      const refused = async (input: object, lang: string) =>
        (await callUnchecked(t.app, admin.adminOrderList, input, { headers: staff.owner.headers, lang })).msg;
      expect(await refused({ size: 101 }, 'en')).toMatch(/page size/i);
      expect(await refused({ size: 101 }, 'zh')).toMatch(/每页数量/);
      expect(await refused({ page: 0 }, 'en')).toMatch(/page number/i);
      expect(await refused({ state: 'lost' }, 'en')).toMatch(/item state/i);
      expect(await refused({ state: 'lost' }, 'zh')).toMatch(/商品状态/);
      expect(await refused({ stage: 3 }, 'en')).toMatch(/stage/i);
      expect(await refused({ payment: 'refunded' }, 'zh')).toMatch(/付款状态/);
      expect(await refused({ from: '2026-02-30' }, 'en')).toMatch(/from date/i);
      expect(await refused({ to: 'tomorrow' }, 'zh')).toMatch(/结束日期/);
      expect(await refused({ sort: 'price' }, 'en')).toMatch(/sort/i);
      expect(await refused({ q: 'x'.repeat(101) }, 'zh')).toMatch(/搜索内容/);
    });
  });

  describe('GET /api/admin/orders.csv', () => {
    const csv = (query: string, lang = 'en') =>
      t.app.inject({ url: `/api/admin/orders.csv?${query}`, headers: { ...staff.production.headers, lang } });

    it('exports the filtered orders with localised headers, named places and escaped cells', async () => {
      const res = await csv(`q=${tag}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toMatch(
        /^Order number,Placed \(America\/Los_Angeles\),Paid \(America\/Los_Angeles\),Payment,/,
      );
      expect(lines).toHaveLength(5);
      const unpaid = lines.find((line) => line.startsWith(unpaidOrder.orderNo))!;
      // The customer's name would run as a formula in a spreadsheet: prefixed with ', and quoted.
      expect(unpaid).toContain(`,"'=HYPERLINK(""x"") Comma, ""Quote""",`);
      expect(unpaid).toContain(',"Los Angeles, ""LA""",California,90001,United States of America,');
      expect(unpaid).toContain(',pending,false,');
      const old = lines.find((line) => line.startsWith(oldOrder.orderNo))!;
      // 10:00 UTC, in the shop's time zone (SHOP_TIME_ZONE, Los Angeles by default).
      expect(old).toContain(',2020-01-15 02:00:00,2020-01-15 02:00:00,paid,false,');
      expect(old).toContain(',printing,true,');
    });

    it('writes Chinese headers and place names for a Chinese reader, and applies the filters', async () => {
      const res = await csv(`q=${tag}&payment=pending`, 'zh');
      const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toMatch(/^订单号,下单时间（America\/Los_Angeles）/);
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(labelName.zh);
      expect(lines[1]).toContain('加利福尼亚州');
    });

    it('refuses bad filters with the envelope, and strangers with 401', async () => {
      const refused = await csv('state=lost');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toMatch(/item state/i);
      const res = await t.app.inject({ url: '/api/admin/orders.csv' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/admin/orders/:id', () => {
    let proofId: number;

    beforeAll(async () => {
      const [card, label] = paidOrder.itemIds as [number, number];
      const [proof] = await t.db
        .insert(proofs)
        .values({
          itemId: card,
          version: 1,
          fileUrl: '/uploads/proof.png',
          previewUrl: '/uploads/proof.png',
          mime: 'image/png',
          message: 'Your proof',
          state: 'approved',
          staffId: staff.production.id,
          answeredAt: new Date(),
          answeredBy: buyer.id,
        })
        .returning({ id: proofs.id });
      proofId = proof!.id;
      const at = (minutes: number) => new Date(Date.now() - DAY + minutes * 60_000);
      await t.db.insert(itemEvents).values([
        {
          orderId: paidOrder.id,
          itemId: label,
          move: 'ship',
          fromState: 'printing',
          toState: 'shipped',
          staffId: staff.production.id,
          createdAt: at(30),
        },
        {
          orderId: paidOrder.id,
          itemId: card,
          move: 'sendProof',
          fromState: 'awaiting_review',
          toState: 'proof_sent',
          staffId: staff.production.id,
          note: 'Your proof',
          createdAt: at(10),
        },
        {
          orderId: paidOrder.id,
          itemId: card,
          move: 'approveProof',
          fromState: 'proof_sent',
          toState: 'approved',
          memberId: buyer.id,
          createdAt: at(20),
        },
      ]);
      await t.db.insert(payments).values([
        {
          orderId: paidOrder.id,
          provider: 'test',
          intentId: `test_pi_failed_${paidOrder.id}`,
          status: 'failed',
          amountCents: 100,
          failureMessage: 'Your card was declined.',
          createdAt: at(-30),
        },
      ]);
    });

    const detail = (id: number, who = staff.support, lang?: string) =>
      call(t.app, admin.adminOrderDetail, { id }, { headers: who.headers, lang });

    it('shows the order with its customer, addresses, payments, items, proofs and timeline', async () => {
      const res = await detail(paidOrder.id);
      expect(res.status).toBe(200);
      const order = res.data;
      expect(order).toMatchObject({
        id: paidOrder.id,
        orderNo: paidOrder.orderNo,
        paymentStatus: 'paid',
        cancelled: false,
        cancelTime: null,
        cancelReason: null,
        refunded: 0,
        customer: { id: buyer.id, email: buyer.email, name: 'Zelda Quartermain', phone: '1' },
        shippingAddress: { firstname: 'Zelda', city: 'Los Angeles, "LA"', province: 'California' },
      });
      expect(order.payments).toEqual([
        expect.objectContaining({
          provider: 'test',
          status: 'failed',
          failureMessage: 'Your card was declined.',
        }),
      ]);
      const [card, label] = order.items;
      expect(card).toMatchObject({
        productNo: 'BC-1001',
        productName: cardName.en,
        state: 'approved',
        stage: 0,
        late: false,
        carrier: null,
        proofs: [{ id: proofId, version: 1, url: '/uploads/proof.png', state: 'approved', newFileUrl: null }],
      });
      expect(card!.attributes.length).toBeGreaterThan(0);
      expect(card!.proofs[0]!.answeredAt).not.toBeNull();
      expect(label).toMatchObject({
        state: 'shipped',
        stage: 2,
        carrier: 'UPS',
        trackingNo: '1Z42',
        late: false,
      });
      expect(order.timeline.map((entry) => [entry.kind, entry.move, entry.staffName])).toEqual([
        ['placed', null, null],
        ['paymentFailed', null, null],
        ['paid', null, null],
        ['item', 'sendProof', pressName],
        ['item', 'approveProof', null],
        ['item', 'ship', pressName],
      ]);
      expect(order.timeline[1]!.note).toBe('Your card was declined.');
    });

    it('flags a late item, and reads in the reader’s language', async () => {
      const res = await detail(oldOrder.id, staff.owner, 'zh');
      expect(res.data.items[0]).toMatchObject({
        late: true,
        productName: cardName.zh,
        dueAt: '2020-01-20T10:00:00.000Z',
      });
      expect(res.data.timeline.map((entry) => entry.kind)).toEqual(['placed', 'paid']);
    });

    it('shows a paid item with no due date as not late, on the screen and in the list', async () => {
      const paid = await order(buyer, [['BC-1001', 0]]);
      await t.db
        .update(orders)
        .set({ paymentStatus: 'paid', paidAt: new Date() })
        .where(eq(orders.id, paid.id));
      await setItem(paid.itemIds[0]!, { dueAt: null });
      const res = await detail(paid.id);
      expect(res.data.items[0]).toMatchObject({ late: false, dueAt: null });
      const listed = (await mine()).data.list.find((row) => row.id === paid.id);
      expect(listed?.late).toBe(false);
    });

    it('reads an order in three queries, however many items, events and notes', async () => {
      const small = await countQueries(t.db, () => detail(oldOrder.id));
      const large = await countQueries(t.db, () => detail(paidOrder.id));
      expect(large).toBe(small);
      // The staff session's two, then the one of detail-read.ts (issue 24: at most three).
      expect(small).toBe(3);
    });

    it('answers 404 for an unknown order and 400 for a bad id', async () => {
      expect((await detail(2_000_000_000)).status).toBe(404);
      const bad = await callUnchecked(
        t.app,
        admin.adminOrderDetail,
        { id: 'x' },
        {
          headers: staff.owner.headers,
          lang: 'zh',
        },
      );
      expect(bad).toMatchObject({ status: 400, msg: expect.stringMatching(/订单/) });
    });
  });

  describe('POST /api/admin/orders/:id/notes', () => {
    const note = (id: number, text: unknown, who = staff.production, lang?: string) =>
      callUnchecked(t.app, admin.addOrderNote, { id, text }, { headers: who.headers, lang });

    it('adds an internal note, shown on the order newest first, with its audit row', async () => {
      const first = await note(oldOrder.id, '  Call before printing  ');
      expect(first).toMatchObject({ status: 200, msg: 'Note added' });
      expect(first.data).toMatchObject({ text: 'Call before printing', staffName: pressName });
      const second = await note(oldOrder.id, 'Customer called', staff.support, 'zh');
      expect(second.msg).toBe('备注已添加');
      const order = await call(
        t.app,
        admin.adminOrderDetail,
        { id: oldOrder.id },
        { headers: staff.owner.headers },
      );
      expect(order.data.notes.map((n) => n.text)).toEqual(['Customer called', 'Call before printing']);
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.note'), eq(auditLog.staffId, staff.support.id)))
        .orderBy(desc(auditLog.id));
      expect(audit).toMatchObject({
        entity: 'order',
        entityId: oldOrder.id,
        before: null,
        after: { noteId: second.data.id, text: 'Customer called' },
      });
    });

    it('refuses an empty or too long note in the reader’s language, and an unknown order', async () => {
      expect(await note(oldOrder.id, '   ')).toMatchObject({ status: 400, msg: 'Please write the note' });
      expect(await note(oldOrder.id, '', staff.owner, 'zh')).toMatchObject({
        status: 400,
        msg: '请填写备注',
      });
      expect((await note(oldOrder.id, 'x'.repeat(2001))).msg).toMatch(/note is too long/i);
      expect((await note(2_000_000_000, 'Hello')).status).toBe(404);
      const count = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 2_000_000_000));
      expect(count).toEqual([]);
    });

    it('refuses a note over its limit in both languages, naming the field, and stores nothing', async () => {
      const max = admin.ADMIN_ORDER_LIMITS.note;
      const link = `https://example.com/${'a'.repeat(max)}`;
      expect(await note(unpaidOrder.id, link)).toMatchObject({
        status: 400,
        msg: `Note is too long (at most ${max} characters)`,
      });
      expect(await note(unpaidOrder.id, link, staff.owner, 'zh')).toMatchObject({
        status: 400,
        msg: `备注过长（最多 ${max} 个字符）`,
      });
      expect(await note(unpaidOrder.id, 'x'.repeat(max))).toMatchObject({ status: 200 });
      const stored = await t.db.select().from(orderNotes).where(eq(orderNotes.orderId, unpaidOrder.id));
      expect(stored.map((row) => row.text.length)).toEqual([max]);
    });

    it('refuses a note from another site’s page', async () => {
      const headers = { ...staff.owner.headers, origin: 'https://evil.example' };
      const res = await callUnchecked(t.app, admin.addOrderNote, { id: oldOrder.id, text: 'x' }, { headers });
      expect(res.status).toBe(403);
    });
  });

  it('answers 401 without a staff session or with a customer token, on every call', async () => {
    const calls: [Endpoint, object][] = [
      [admin.adminOrderList, {}],
      [admin.adminOrdersCsv, {}],
      [admin.adminOrderDetail, { id: oldOrder.id }],
      [admin.addOrderNote, { id: oldOrder.id, text: 'x' }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await callUnchecked(t.app, endpoint, input)).status).toBe(401);
      expect((await callUnchecked(t.app, endpoint, input, { token: buyer.token })).status).toBe(401);
    }
  });
});
