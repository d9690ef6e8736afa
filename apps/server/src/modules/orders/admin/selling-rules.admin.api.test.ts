import { admin, api, deliveryWindow } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { newMember, putInCart, saveTestAddress, skuOf } from '../../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { readCalendarSettings } from '../../content/shop-calendar.ts';
import { taxRates } from '../tables.ts';

/** Transit days of a row the case is not about. */
const TRANSIT = { transitMinDays: 2, transitMaxDays: 5 };

describe('tax rates and shipping fees: /api/admin/tax-rates, /api/admin/shipping-rates', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });

  /** A Californian member's checkout summary of one business card. */
  async function californianSummary() {
    const member = await newMember(t.db);
    await putInCart(t.db, member.id, await skuOf(t.db, 'BC-1001'));
    await saveTestAddress(t.db, member.id);
    return (await call(t.app, api.toOrder, { coupon: '' }, { token: member.token })).data;
  }

  const holidays = async () => (await readCalendarSettings(t.db)).holidays.map((holiday) => holiday.date);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('lists the tax rates with the places’ names in the reader’s language, countries before their states', async () => {
    const { data } = await call(t.app, admin.adminTaxRates, {}, as(staff.owner, 'zh'));
    const us = data.list.filter((row) => row.countryCode === 'US');
    expect(us.find((row) => row.provinceCode === 'CA')).toMatchObject({
      rate: 7.25,
      country: '美国',
      province: '加利福尼亚州',
    });
    expect(data.list.find((row) => row.countryCode === 'CA')).toMatchObject({
      provinceCode: null,
      rate: 5,
      province: '',
    });
  });

  it('replaces the tax rates in one go, audits the table before and after, and the checkout follows at once', async () => {
    const before = await californianSummary();
    const res = await call(
      t.app,
      admin.adminSaveTaxRates,
      {
        rates: [
          { countryCode: 'us', provinceCode: 'ca', rate: 10 },
          { countryCode: 'CA', provinceCode: null, rate: 5 },
        ],
      },
      as(staff.owner),
    );
    expect(res).toMatchObject({ status: 200, msg: 'Tax rates saved' });
    expect(
      res.data.list.map(({ countryCode, provinceCode, rate }) => [countryCode, provinceCode, rate]),
    ).toEqual([
      ['CA', null, 5],
      ['US', 'CA', 10],
    ]);
    const after = await californianSummary();
    expect(after.tax).toBeCloseTo(before.totalPrice * 0.1, 2);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'taxRates.save'));
    expect(entry).toMatchObject({ staffId: staff.owner.id, entity: 'selling_rules' });
    expect(entry!.after).toEqual([
      { countryCode: 'CA', provinceCode: null, rate: 5 },
      { countryCode: 'US', provinceCode: 'CA', rate: 10 },
    ]);
    expect((entry!.before as unknown[]).length).toBeGreaterThan(20);
  });

  it('replaces the shipping fees and transit days, which need a row for everywhere else', async () => {
    const rates = [
      { countryCode: 'US', fee: 4.5, freeOver: 50, transitMinDays: 1, transitMaxDays: 3 },
      { countryCode: '*', fee: 25, freeOver: null, transitMinDays: 7, transitMaxDays: 14 },
    ];
    const res = await call(t.app, admin.adminSaveShippingRates, { rates }, as(staff.owner, 'zh'));
    expect(res).toMatchObject({ status: 200, msg: '运费已保存' });
    expect(res.data.list).toEqual([
      { ...rates[0], country: '美国' },
      { ...rates[1], country: '' },
    ]);
    const summary = await californianSummary();
    expect(summary.deliveryfee).toBe(4.5);
    const { ships } = summary.shipBy!;
    expect(summary.delivery).toEqual(deliveryWindow(ships, { minDays: 1, maxDays: 3 }, await holidays()));
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'shippingRates.save'));
    expect(entry).toMatchObject({ staffId: staff.owner.id, entity: 'selling_rules', after: rates });
  });

  it('refuses a bad table with a message saying why, in the staff member’s language, and changes nothing', async () => {
    const stored = await t.db.select().from(taxRates);
    const cases: [
      typeof admin.adminSaveTaxRates | typeof admin.adminSaveShippingRates,
      unknown,
      string,
      string,
    ][] = [
      [
        admin.adminSaveTaxRates,
        [{ countryCode: 'ZZ', provinceCode: null, rate: 5 }],
        'ZZ is not a country or state the address forms offer',
        'ZZ 不是地址表单中可选的国家或州/省',
      ],
      [
        admin.adminSaveTaxRates,
        [{ countryCode: 'US', provinceCode: 'XX', rate: 5 }],
        'US/XX is not a country or state the address forms offer',
        'US/XX 不是地址表单中可选的国家或州/省',
      ],
      [
        admin.adminSaveTaxRates,
        [{ countryCode: 'US', provinceCode: 'CA', rate: 101 }],
        'Tax rate (%) must be at most 100',
        '税率（%）不能大于 100',
      ],
      [
        admin.adminSaveTaxRates,
        [{ countryCode: 'US', provinceCode: 'CA', rate: 5.125 }],
        'Please check tax rate (%)',
        '请检查税率（%）',
      ],
      [
        admin.adminSaveTaxRates,
        [
          { countryCode: 'US', provinceCode: null, rate: 5 },
          { countryCode: 'us', provinceCode: '', rate: 6 },
        ],
        'A row is repeated: each may appear once',
        '有重复的行：每行只能出现一次',
      ],
      [
        admin.adminSaveShippingRates,
        [{ countryCode: 'US', fee: 5, freeOver: null, ...TRANSIT }],
        'Shipping needs a row for everywhere else (*)',
        '运费须包含一行“其他所有地区（*）”',
      ],
      [
        admin.adminSaveShippingRates,
        [{ countryCode: '*', fee: -1, freeOver: null, ...TRANSIT }],
        'Shipping fee must be at least 0',
        '运费不能小于 0',
      ],
      [
        admin.adminSaveShippingRates,
        [{ countryCode: '*', fee: 5, freeOver: null, transitMinDays: 6, transitMaxDays: 3 }],
        'The most transit days cannot be fewer than the fewest',
        '最长运输天数不能少于最短运输天数',
      ],
      [
        admin.adminSaveShippingRates,
        [{ countryCode: '*', fee: 5, freeOver: null, transitMinDays: 2 }],
        'Please input most transit days',
        '请输入最长运输天数',
      ],
      [
        admin.adminSaveShippingRates,
        [{ countryCode: '*', fee: 5, freeOver: null, transitMinDays: 2, transitMaxDays: 61 }],
        'Most transit days must be at most 60',
        '最长运输天数不能大于 60',
      ],
    ];
    for (const [endpoint, rates, en, zh] of cases) {
      expect(
        await callUnchecked(t.app, endpoint, { rates }, as(staff.owner)),
        JSON.stringify(rates),
      ).toMatchObject({
        status: 400,
        msg: en,
      });
      expect((await callUnchecked(t.app, endpoint, { rates }, as(staff.owner, 'zh'))).msg).toBe(zh);
    }
    expect(await t.db.select().from(taxRates)).toEqual(stored);
  });

  it('is the owners’ alone: production and support get 403', async () => {
    for (const role of ['production', 'support'] as const) {
      expect((await call(t.app, admin.adminTaxRates, {}, as(staff[role]))).status).toBe(403);
      expect(
        (
          await call(
            t.app,
            admin.adminSaveShippingRates,
            { rates: [{ countryCode: '*', fee: 0, freeOver: null, ...TRANSIT }] },
            as(staff[role]),
          )
        ).status,
      ).toBe(403);
    }
  });
});
