import { admin } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';

/**
 * Every back-office date filter takes real days from 2000 to 2100: a year the database cannot
 * hold, or a day no calendar has, is a 400 naming the field in the reader's language, never a 500.
 */
describe('the back office’s date filters', () => {
  let t: TestApp;
  let owner: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner } = await staffOfEveryRole(t.db));
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { ...owner.headers, lang } });
  const paths = [admin.adminOrderList.path, admin.adminOrdersCsv.path, admin.adminAudit.path];

  it.each(paths)('%s refuses years out of range and days that do not exist', async (path) => {
    const refusals = [
      ['from=0000-01-01', 'en', 'From date must be a day from 2000-01-01 to 2100-12-31'],
      ['to=9999-12-31', 'en', 'To date must be a day from 2000-01-01 to 2100-12-31'],
      ['from=1999-12-31', 'en', 'From date must be a day from 2000-01-01 to 2100-12-31'],
      ['to=2101-01-01', 'zh', '结束日期须为 2000-01-01 至 2100-12-31 之间的日期'],
      ['from=2026-02-31', 'en', 'From date must be a date written as YYYY-MM-DD'],
      ['to=2025-02-29', 'zh', '结束日期须为 YYYY-MM-DD 格式的日期'],
    ];
    for (const [query, lang, msg] of refusals) {
      const res = await get(`${path}?${query}`, lang);
      expect([query, res.statusCode, envelope(res).msg]).toEqual([query, 400, msg]);
    }
  });

  it.each(paths)('%s takes the first and last days of the range, and a leap day', async (path) => {
    for (const query of ['from=2000-01-01&to=2100-12-31', 'from=2024-02-29&to=2024-02-29']) {
      expect((await get(`${path}?${query}`)).statusCode).toBe(200);
    }
  });

  it('checks the session before the input', async () => {
    const res = await t.app.inject({ url: `${admin.adminOrderList.path}?from=0000-01-01` });
    expect(res.statusCode).toBe(401);
  });
});
