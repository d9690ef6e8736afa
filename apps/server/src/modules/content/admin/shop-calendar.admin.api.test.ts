import { admin, DEFAULT_CUTOFF } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { shopCalendar } from '../shop-calendar.ts';
import { siteSettings } from '../tables.ts';

const CALENDAR: admin.ShopCalendarSettings = {
  cutoff: '15:30',
  holidays: [
    { date: '2027-01-01', label: { en: 'New Year’s Day', zh: '元旦' } },
    { date: '2026-12-24', label: { en: '', zh: '' } },
  ],
};

describe('the shop’s cut-off and holidays: /api/admin/shop-calendar', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const read = () => call(t.app, admin.adminShopCalendar, {}, as(staff.owner));

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('reads the seeded cut-off and US federal holidays, with the shop’s time zone', async () => {
    const { data } = await read();
    expect(data).toMatchObject({ cutoff: '12:00', timeZone: t.app.config.shopTimeZone });
    expect(data.holidays).toContainEqual({
      date: '2026-11-26',
      label: { en: 'Thanksgiving Day', zh: '感恩节' },
    });
    expect(data.holidays.map((holiday) => holiday.date)).toEqual(
      data.holidays.map((holiday) => holiday.date).sort(),
    );
  });

  it('saves them oldest first, audited before and after, and the ship-by dates count on them', async () => {
    const before = await read();
    const res = await call(t.app, admin.adminSaveShopCalendar, CALENDAR, as(staff.owner, 'zh'));
    const saved = { cutoff: '15:30', holidays: [CALENDAR.holidays[1], CALENDAR.holidays[0]] };
    expect(res).toMatchObject({
      status: 200,
      msg: '截单时间和节假日已保存',
      data: { ...saved, timeZone: t.app.config.shopTimeZone },
    });
    expect(await shopCalendar(t.db, 'Asia/Shanghai')).toEqual({
      cutoff: '15:30',
      timeZone: 'Asia/Shanghai',
      holidays: ['2026-12-24', '2027-01-01'],
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'calendar.save'));
    const { timeZone: _, ...beforeSettings } = before.data;
    expect(entry).toMatchObject({
      staffId: staff.owner.id,
      entity: 'settings',
      before: beforeSettings,
      after: saved,
    });
  });

  it('refuses a bad field with a message naming it, in the staff member’s language, and changes nothing', async () => {
    const stored = await read();
    const cases: [unknown, string, string][] = [
      [
        { ...CALENDAR, cutoff: '24:00' },
        'The cut-off time must be written as HH:MM on a 24-hour clock, from 00:00 to 23:59',
        '截单时间须为 24 小时制的 HH:MM，从 00:00 到 23:59',
      ],
      [{ holidays: [] }, 'Please input order cut-off time', '请输入截单时间'],
      [
        { ...CALENDAR, holidays: [{ date: '2026-02-30', label: { en: '', zh: '' } }] },
        'Holiday date must be a date written as YYYY-MM-DD',
        '节假日日期须为 YYYY-MM-DD 格式的日期',
      ],
      [
        {
          ...CALENDAR,
          holidays: [CALENDAR.holidays[0], { ...CALENDAR.holidays[0], label: { en: 'x', zh: '' } }],
        },
        'A day is listed twice among the holidays',
        '节假日中有重复的日期',
      ],
      [
        { ...CALENDAR, holidays: [{ date: '2026-12-25', label: { en: 'x'.repeat(61), zh: '' } }] },
        'Holiday name (English) is too long (at most 60 characters)',
        '节假日名称（英文）过长（最多 60 个字符）',
      ],
    ];
    for (const [input, en, zh] of cases) {
      expect(await callUnchecked(t.app, admin.adminSaveShopCalendar, input, as(staff.owner))).toMatchObject({
        status: 400,
        msg: en,
      });
      expect(
        (await callUnchecked(t.app, admin.adminSaveShopCalendar, input, as(staff.owner, 'zh'))).msg,
      ).toBe(zh);
    }
    expect((await read()).data).toEqual(stored.data);
  });

  it('falls back to noon and no holidays on a shop seeded before it had a calendar', async () => {
    const stored = await read();
    await t.db.delete(siteSettings).where(eq(siteSettings.key, 'calendar'));
    try {
      expect((await read()).data).toEqual({
        cutoff: DEFAULT_CUTOFF,
        holidays: [],
        timeZone: t.app.config.shopTimeZone,
      });
    } finally {
      const { timeZone: _, ...settings } = stored.data;
      await call(t.app, admin.adminSaveShopCalendar, settings, as(staff.owner));
    }
  });

  it('is the owners’ alone: no session is 401, production and support get 403', async () => {
    expect((await call(t.app, admin.adminSaveShopCalendar, CALENDAR, {})).status).toBe(401);
    for (const role of ['production', 'support'] as const) {
      expect((await call(t.app, admin.adminShopCalendar, {}, as(staff[role]))).status).toBe(403);
      expect((await call(t.app, admin.adminSaveShopCalendar, CALENDAR, as(staff[role]))).status).toBe(403);
    }
  });
});
