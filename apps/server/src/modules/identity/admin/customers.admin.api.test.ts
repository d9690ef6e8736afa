import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { orderedItems, payTestOrder } from '../../../test/production.ts';
import { newMember, saveTestAddress, TEST_PASSWORD, type TestMember } from '../../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { quotes } from '../../quotes/tables.ts';
import { customerNotes, members, passwordResets, sessions } from '../tables.ts';

const UNKNOWN_ID = 2_000_000;

describe('customers: /api/admin/customers', () => {
  let t: TestApp;
  const mailer = new MemoryMailer();
  let staff: Record<admin.StaffRole, TestStaff>;

  const list = (input: Record<string, unknown>, who = staff.support, lang?: string) =>
    callUnchecked(t.app, admin.adminCustomerList, input, { headers: who.headers, lang });
  const detail = (id: unknown, who = staff.support, lang?: string) =>
    callUnchecked(t.app, admin.adminCustomerDetail, { id }, { headers: who.headers, lang });
  const note = (id: unknown, text: unknown, who = staff.support, lang?: string) =>
    callUnchecked(t.app, admin.addCustomerNote, { id, text }, { headers: who.headers, lang });
  const disable = (id: number, who = staff.support, lang?: string) =>
    call(t.app, admin.disableCustomer, { id }, { headers: who.headers, lang });
  const enable = (id: number, who = staff.support, lang?: string) =>
    call(t.app, admin.enableCustomer, { id }, { headers: who.headers, lang });
  const login = (member: TestMember, lang?: string) =>
    call(t.app, api.login, { email: member.email, password: TEST_PASSWORD }, { lang });

  /** A member with a unique name, to be found alone by it. */
  async function customer(): Promise<TestMember & { name: string }> {
    const name = `Cu${Math.random().toString(36).slice(2, 10)}`;
    return { ...(await newMember(t.db, 'en', name)), name };
  }

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('finds customers by any part of their email or name, in any case, with their orders count, spending and last order', async () => {
    const buyer = await customer();
    const [paid] = await orderedItems(t.db, { member: buyer });
    await payTestOrder(t.app, buyer, paid!.orderId);
    const [unpaid] = await orderedItems(t.db, { member: buyer });

    const byEmail = await list({ q: buyer.email.slice(3, 15).toUpperCase() });
    expect(byEmail).toMatchObject({ status: 200, data: { total: 1 } });
    const [row] = byEmail.data.list;
    const orders = await call(
      t.app,
      admin.adminOrderList,
      { q: buyer.email },
      { headers: staff.support.headers },
    );
    const paidOrder = orders.data.list.find((order) => order.id === paid!.orderId)!;
    const unpaidOrder = orders.data.list.find((order) => order.id === unpaid!.orderId)!;
    expect(row).toEqual({
      id: buyer.id,
      email: buyer.email,
      name: `${buyer.name} Buyer`,
      phone: '1',
      createTime: expect.any(String),
      orderCount: 2,
      // Only what was paid counts.
      totalSpent: paidOrder.totalAmount,
      lastOrderTime: unpaidOrder.createTime,
      disabledTime: null,
    });

    const byName = await list({ q: `${buyer.name.toLowerCase()} buy` });
    expect(byName.data.list.map((found) => found.id)).toEqual([buyer.id]);

    // A member who never ordered shows none; the search's wildcards are taken literally.
    const idle = await customer();
    expect((await list({ q: idle.email })).data.list).toMatchObject([
      { id: idle.id, orderCount: 0, totalSpent: 0, lastOrderTime: null },
    ]);
    expect((await list({ q: '%' })).data).toEqual({ list: [], total: 0 });
  });

  it('lists every customer a page at a time, the newest account first', async () => {
    const older = await customer();
    const newer = await customer();
    const first = await list({ page: 1, size: 2 });
    expect(first.data.list).toHaveLength(2);
    expect(first.data.list[0]!.id).toBeGreaterThan(first.data.list[1]!.id);
    expect(first.data.total).toBe(await t.db.$count(members));
    const ids = (await list({ size: 100 })).data.list.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect((await list({ page: 2, size: 2 })).data.list[0]!.id).not.toBe(first.data.list[0]!.id);
  });

  it('shows one customer with their orders, quotes by account or email, addresses and notes', async () => {
    const buyer = await customer();
    await saveTestAddress(t.db, buyer.id);
    const [item] = await orderedItems(t.db, { member: buyer });
    const quote = {
      appellation: buyer.name,
      content: 'Foil cards',
      fileUrls: [],
      lang: 'en',
      productName: 'Foil cards',
    };
    const [byAccount, byEmail, expired, someoneElse] = await t.db
      .insert(quotes)
      .values([
        { ...quote, memberId: buyer.id, email: 'other@example.com', qty: 500 },
        // Sent without logging in, the email typed in another case.
        { ...quote, email: buyer.email.toUpperCase() },
        {
          ...quote,
          memberId: buyer.id,
          email: buyer.email,
          status: 'offered',
          offerValidUntil: new Date(Date.now() - 1000),
        },
        { ...quote, email: 'stranger@example.com' },
      ])
      .returning({ id: quotes.id });
    await note(buyer.id, 'Prefers matte paper');

    const res = await detail(buyer.id);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: buyer.id,
      email: buyer.email,
      lang: 'en',
      orderCount: 1,
      totalSpent: 0,
      disabledTime: null,
      orders: [{ id: item!.orderId, orderNo: item!.orderNo, paymentStatus: 'pending', itemCount: 1 }],
      quoteCount: 3,
      addresses: [
        { type: 2, city: 'Los Angeles', country: 'United States of America', province: 'California' },
      ],
      notes: [{ text: 'Prefers matte paper', staffName: expect.stringMatching(/^support/) }],
    });
    expect(res.data.quotes.map((row) => [row.id, row.status])).toEqual([
      [expired!.id, 'expired'],
      [byEmail!.id, 'new'],
      [byAccount!.id, 'new'],
    ]);
    expect(res.data.quotes.map((row) => row.id)).not.toContain(someoneElse!.id);

    const zh = await detail(buyer.id, staff.support, 'zh');
    expect(zh.data.addresses[0]).toMatchObject({ country: '美国', province: '加利福尼亚州' });
  });

  it('adds notes, newest first, with who wrote them, and audits each', async () => {
    const buyer = await customer();
    const first = await note(buyer.id, 'Called about a late order');
    expect(first).toMatchObject({
      status: 200,
      msg: 'Note added',
      data: { text: 'Called about a late order' },
    });
    const second = await note(buyer.id, '  Wants invoices by mail  ', staff.owner, 'zh');
    expect(second).toMatchObject({
      status: 200,
      msg: '备注已添加',
      data: { text: 'Wants invoices by mail' },
    });

    const { data } = await detail(buyer.id);
    expect(data.notes.map((row) => row.id)).toEqual([second.data.id, first.data.id]);

    const [entry] = await auditRows(t.db, 'customer.note', buyer.id);
    expect(entry).toMatchObject({
      staffId: staff.owner.id,
      entity: 'customer',
      after: { noteId: second.data.id, email: buyer.email, text: 'Wants invoices by mail' },
    });
  });

  it('disabling ends every session at once and refuses log-in and password resets; enabling lets the customer in again', async () => {
    const buyer = await customer();
    const other = await login(buyer);
    expect(other.status).toBe(200);
    mailer.sent.length = 0;
    const forgot = (lang?: string) => call(t.app, api.forgotPassword, { email: buyer.email }, { lang });
    expect((await forgot()).status).toBe(200);
    const ckey = /ckey=([\w-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    expect((await call(t.app, api.editAccount, {}, { token: buyer.token })).status).toBe(200);

    const off = await disable(buyer.id);
    expect(off).toMatchObject({
      status: 200,
      msg: `The account of ${buyer.email} is disabled: its sessions ended`,
      data: { id: buyer.id, disabledTime: expect.any(String) },
    });
    expect(await t.db.$count(sessions, eq(sessions.memberId, buyer.id))).toBe(0);
    for (const token of [buyer.token, other.data.token]) {
      expect(await call(t.app, api.editAccount, {}, { token })).toMatchObject({
        status: 401,
        msg: 'Please log in first',
      });
    }

    expect(await login(buyer)).toMatchObject({
      status: 403,
      msg: 'This account has been disabled. Please contact us if you think this is a mistake.',
    });
    expect(await login(buyer, 'zh')).toMatchObject({
      status: 403,
      msg: '该账户已被停用。如有疑问，请联系我们。',
    });
    // A wrong password says only that.
    expect(await call(t.app, api.login, { email: buyer.email, password: 'not-the-password' })).toMatchObject({
      status: 400,
      msg: 'Wrong email or password',
    });
    const sent = mailer.sent.length;
    expect(await forgot('zh')).toMatchObject({ status: 403, msg: '该账户已被停用。如有疑问，请联系我们。' });
    expect(mailer.sent).toHaveLength(sent);
    const reset = () =>
      call(t.app, api.newPassword, {
        ckey,
        newpassword: 'new-password-1',
        confirmnewpassword: 'new-password-1',
      });
    expect(await reset()).toMatchObject({ status: 403 });
    // Refused, the key stays as it was: unused.
    expect(
      (await t.db.select().from(passwordResets).where(eq(passwordResets.memberId, buyer.id)))[0],
    ).toMatchObject({
      usedAt: null,
    });
    expect((await list({ q: buyer.email })).data.list[0]!.disabledTime).toBe(off.data.disabledTime);

    expect(await disable(buyer.id)).toMatchObject({ status: 409, msg: 'This account is already disabled' });

    const on = await enable(buyer.id, staff.owner, 'zh');
    expect(on).toMatchObject({
      status: 200,
      msg: `${buyer.email} 的账户已恢复，可以重新登录`,
      data: { id: buyer.id, disabledTime: null },
    });
    const again = await login(buyer);
    expect(again.status).toBe(200);
    expect((await call(t.app, api.editAccount, {}, { token: again.data.token })).status).toBe(200);
    // Old sessions stay ended.
    expect((await call(t.app, api.editAccount, {}, { token: buyer.token })).status).toBe(401);
    expect(await enable(buyer.id)).toMatchObject({ status: 409, msg: 'This account is not disabled' });

    const [disabled] = await auditRows(t.db, 'customer.disable', buyer.id);
    expect(disabled).toMatchObject({
      staffId: staff.support.id,
      entity: 'customer',
      before: { email: buyer.email, disabledAt: null },
      after: { email: buyer.email, disabledAt: off.data.disabledTime, sessionsEnded: 2 },
    });
    const [enabled] = await auditRows(t.db, 'customer.enable', buyer.id);
    expect(enabled).toMatchObject({
      staffId: staff.owner.id,
      before: { disabledAt: off.data.disabledTime },
      after: { disabledAt: null },
    });
  });

  it('refuses bad input with a message naming the field, in the staff member’s language, and changes nothing', async () => {
    const buyer = await customer();
    const notes = () => t.db.$count(customerNotes, eq(customerNotes.memberId, buyer.id));
    expect(await note(buyer.id, '   ')).toMatchObject({ status: 400, msg: 'Please write the note' });
    expect(
      await note(buyer.id, 'x'.repeat(admin.CUSTOMER_LIMITS.note + 1), staff.support, 'zh'),
    ).toMatchObject({
      status: 400,
      msg: `备注过长（最多 ${admin.CUSTOMER_LIMITS.note} 个字符）`,
    });
    expect(await notes()).toBe(0);
    expect(await detail('abc')).toMatchObject({ status: 400, msg: 'Please choose customer' });
    expect(await note('0', 'Hello', staff.support, 'zh')).toMatchObject({
      status: 400,
      msg: expect.stringContaining('客户'),
    });
    expect(await list({ q: 'x'.repeat(admin.CUSTOMER_LIMITS.search + 1) })).toMatchObject({
      status: 400,
      msg: `Search is too long (at most ${admin.CUSTOMER_LIMITS.search} characters)`,
    });
    expect((await list({ page: 0 })).status).toBe(400);
    expect((await list({ size: 1000 })).status).toBe(400);
  });

  it('answers 404 for a customer who does not exist, and changes nothing', async () => {
    const notes = await t.db.$count(customerNotes);
    expect(await detail(UNKNOWN_ID)).toMatchObject({ status: 404, msg: 'No such customer' });
    expect(await note(UNKNOWN_ID, 'Hello', staff.support, 'zh')).toMatchObject({
      status: 404,
      msg: '客户不存在',
    });
    expect((await disable(UNKNOWN_ID)).status).toBe(404);
    expect((await enable(UNKNOWN_ID)).status).toBe(404);
    expect(await t.db.$count(customerNotes)).toBe(notes);
  });

  it('is for owners and support: production gets 403, no session 401, and a customer’s token never opens it', async () => {
    const buyer = await customer();
    const calls = [
      () => list({}, staff.production),
      () => detail(buyer.id, staff.production),
      () => note(buyer.id, 'Hello', staff.production),
      () => disable(buyer.id, staff.production),
      () => enable(buyer.id, staff.production),
    ];
    for (const send of calls) expect((await send()).status).toBe(403);
    const anonymous = { headers: {} } as TestStaff;
    expect((await list({}, anonymous)).status).toBe(401);
    expect((await detail(buyer.id, anonymous)).status).toBe(401);
    expect(
      (await callUnchecked(t.app, admin.disableCustomer, { id: buyer.id }, { token: buyer.token })).status,
    ).toBe(401);
    expect(await t.db.$count(customerNotes, eq(customerNotes.memberId, buyer.id))).toBe(0);
    const [row] = await t.db
      .select({ disabledAt: members.disabledAt })
      .from(members)
      .where(eq(members.id, buyer.id));
    expect(row!.disabledAt).toBeNull();
    expect((await list({ q: buyer.email }, staff.owner)).data.total).toBe(1);
  });
});
