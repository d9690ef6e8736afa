import { admin, api } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CallInput, call, callUnchecked } from '../../../test/http.ts';
import {
  cartLineIds,
  newMember,
  placeTestOrder,
  putInCart,
  saveTestAddress,
  skuOf,
  type TestMember,
} from '../../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { coupons } from '../tables.ts';

type Fields = CallInput<typeof admin.adminCouponCreate>;

describe('coupons: /api/admin/coupons', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let made = 0;

  /** A code no other test uses. */
  const code = () => `T${++made}X${Date.now() % 100000}`;
  const create = (fields: Partial<Fields> = {}, who = staff.owner, lang?: string) =>
    call(
      t.app,
      admin.adminCouponCreate,
      { code: code(), kind: 'percent', value: 15, ...fields },
      { headers: who.headers, lang },
    );
  const update = (id: number, fields: Fields, who = staff.owner) =>
    call(t.app, admin.adminCouponUpdate, { id, ...fields }, { headers: who.headers });
  const fieldsOf = ({ id: _, used: __, createTime: ___, ...fields }: admin.AdminCoupon): Fields => fields;

  /** A member with a business card in the cart and a Californian delivery address. */
  async function shopper(qty = 1): Promise<TestMember> {
    const member = await newMember(t.db);
    await putInCart(t.db, member.id, await skuOf(t.db, 'BC-1001'), qty);
    await saveTestAddress(t.db, member.id);
    return member;
  }
  const summary = (member: TestMember, coupon: string, lang?: string) =>
    call(t.app, api.toOrder, { coupon }, { token: member.token, lang });

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('adds a coupon with its limits and days, lists it newest first, and audits it', async () => {
    const res = await create({
      kind: 'fixed',
      value: 7.5,
      minSubtotal: 40,
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      usageLimit: 100,
      perCustomerLimit: 1,
    });
    expect(res).toMatchObject({ status: 200, msg: `Coupon ${res.data.code} added` });
    expect(res.data).toMatchObject({
      kind: 'fixed',
      value: 7.5,
      minSubtotal: 40,
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      usageLimit: 100,
      perCustomerLimit: 1,
      active: true,
      used: 0,
    });
    const [stored] = await t.db.select().from(coupons).where(eq(coupons.id, res.data.id));
    // The days are the shop's (America/Los_Angeles in tests unless set): the end is the next midnight there.
    expect(stored).toMatchObject({ value: 750, minSubtotalCents: 4000 });
    expect(stored!.expiresAt!.getTime() - stored!.startsAt!.getTime()).toBe(365 * 24 * 3600 * 1000);

    const list = await call(t.app, admin.adminCouponList, {}, { headers: staff.owner.headers });
    expect(list.data.list[0]).toEqual(res.data);
    expect(list.data.list.some((coupon) => coupon.code === 'WELCOME10')).toBe(true);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, res.data.id)));
    expect(audit).toMatchObject([
      { action: 'coupon.create', staffId: staff.owner.id, after: fieldsOf(res.data), before: null },
    ]);
  });

  it('changes every field, records before and after, and the checkout follows at once', async () => {
    const member = await shopper();
    const { data: coupon } = await create({ value: 10 });
    expect((await summary(member, coupon.code)).data.coupon).toBe(coupon.code);

    const off = await update(coupon.id, { ...fieldsOf(coupon), value: 20, active: false });
    expect(off).toMatchObject({ status: 200, msg: `Changes to coupon ${coupon.code} saved` });
    expect(off.data).toMatchObject({ value: 20, active: false });
    expect(await summary(member, coupon.code)).toMatchObject({
      status: 400,
      msg: 'This coupon code does not exist',
    });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.update'), eq(auditLog.entityId, coupon.id)));
    expect(entry).toMatchObject({
      before: { value: 10, active: true },
      after: { value: 20, active: false },
    });
  });

  it('keeps a used coupon’s code, and refuses a code another coupon has in any case', async () => {
    const member = await shopper();
    const { data: coupon } = await create();
    const [line] = await cartLineIds(t.db, member.id);
    await placeTestOrder(t.db, member, [{ cartId: line!, productNum: 1 }]);
    // placeTestOrder uses no coupon: count a use as checkout would have.
    await t.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, coupon.id));
    expect(await update(coupon.id, { ...fieldsOf(coupon), code: code() })).toMatchObject({
      status: 409,
      msg: 'Orders have used this coupon: its code can no longer change',
    });

    const other = await create();
    expect(await create({ code: other.data.code.toLowerCase() })).toMatchObject({
      status: 409,
      msg: 'Another coupon has this code',
    });
    expect((await update(other.data.id, { ...fieldsOf(other.data), code: 'welcome10' })).status).toBe(409);
    expect((await update(2_000_000, fieldsOf(other.data))).status).toBe(404);
  });

  it('refuses bad fields with a message naming them, in the staff member’s language, and changes nothing', async () => {
    const before = await t.db.$count(coupons);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ value: 0 }, 'Discount must be at least 0.01', '优惠额度不能小于 0.01'],
      [{ value: 101 }, 'A percentage off is a whole number from 1 to 100', '折扣百分比须为 1 到 100 的整数'],
      [{ value: 12.5 }, 'A percentage off is a whole number from 1 to 100', '折扣百分比须为 1 到 100 的整数'],
      [{ kind: 'fixed', value: -5 }, 'Discount must be at least 0.01', '优惠额度不能小于 0.01'],
      [{ code: 'two words' }, 'Please check coupon code', '请检查优惠券代码'],
      [{ code: '' }, 'Please input coupon code', '请输入优惠券代码'],
      [{ kind: 'half' }, 'Please choose kind of discount', '请选择优惠方式'],
      [{ minSubtotal: -1 }, 'Minimum subtotal must be at least 0', '最低小计不能小于 0'],
      [
        { startsOn: '2026-05-02', endsOn: '2026-05-01' },
        'The last day cannot be before the first day',
        '结束日期不能早于开始日期',
      ],
      [
        { endsOn: '2026-02-30' },
        'Last day must be a date written as YYYY-MM-DD',
        '结束日期须为 YYYY-MM-DD 格式的日期',
      ],
      [{ usageLimit: 0 }, 'Limit of uses must be at least 1', '总使用次数上限不能小于 1'],
      [
        { perCustomerLimit: 1.5 },
        'Please enter a whole number for limit per customer',
        '请为每位客户使用次数上限填写整数',
      ],
    ];
    for (const [fields, en, zh] of cases) {
      const input = { code: code(), kind: 'percent', value: 15, ...fields };
      const send = (lang: string) =>
        callUnchecked(t.app, admin.adminCouponCreate, input, { headers: staff.owner.headers, lang });
      expect(await send('en'), JSON.stringify(fields)).toMatchObject({ status: 400, msg: en });
      expect((await send('zh')).msg).toBe(zh);
    }
    expect(await t.db.$count(coupons)).toBe(before);
  });

  it('is the owners’ alone: production and support get 403', async () => {
    for (const role of ['production', 'support'] as const) {
      expect((await create({}, staff[role])).status).toBe(403);
      expect((await call(t.app, admin.adminCouponList, {}, { headers: staff[role].headers })).status).toBe(
        403,
      );
    }
  });

  describe('at checkout', () => {
    it('is refused before its first day and after its last, in the shop’s days', async () => {
      const member = await shopper();
      const later = await create({ startsOn: '2099-01-01' });
      expect(await summary(member, later.data.code)).toMatchObject({
        status: 400,
        msg: 'This coupon cannot be used yet',
      });
      expect((await summary(member, later.data.code, 'zh')).msg).toBe('该优惠券尚未生效');
      const over = await create({ endsOn: '2020-01-31' });
      expect((await summary(member, over.data.code)).msg).toBe('This coupon has expired');
    });

    it('lets one member use it only as often as its per-customer limit, however the orders race', async () => {
      const { data: coupon } = await create({ perCustomerLimit: 1 });
      const member = await shopper();
      await putInCart(t.db, member.id, await skuOf(t.db, 'BC-1001', 1));
      const lines = await cartLineIds(t.db, member.id);
      const place = (cartId: number) =>
        call(
          t.app,
          api.createOrder,
          { paytype: 1, cartjson: [{ cartId, productNum: 1 }], coupon: coupon.code, remark: '' },
          { token: member.token },
        );
      const results = await Promise.all(lines.map(place));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)?.msg).toBe(
        'You have used this coupon as often as it allows',
      );
      const [stored] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(stored!.usedCount).toBe(1);

      const other = await shopper();
      expect((await summary(other, coupon.code)).data.coupon).toBe(coupon.code);
    });
  });
});
