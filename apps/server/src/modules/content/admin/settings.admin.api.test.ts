import fs from 'node:fs';
import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { testImage, useOwnDataDir } from '../../../test/uploads.ts';
import { auditLog } from '../../audit/tables.ts';

const SETTINGS: admin.SiteSettings = {
  hometitle: { en: 'Inkfold Print: cards, labels, boxes', zh: '墨折印刷：名片、标签、包装盒' },
  title: { en: 'Inkfold', zh: '墨折' },
  mobile: '+1 (415) 555-0199',
  bannerImg: '/media/banner/home.webp',
  bannerMobileImg: '/media/banner/home-mobile.webp',
};

describe('the header’s settings: /api/admin/settings', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const header = (lang: string) => call(t.app, api.homeTitle, {}, { lang });

  let dataDir: string;

  beforeAll(async () => {
    // The banner's upload is stored in a directory of this file's own.
    dataDir = useOwnDataDir();
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the header’s titles in both languages and its phone', async () => {
    const res = await call(t.app, admin.adminSiteSettings, {}, as(staff.owner));
    expect(res.data.hometitle.zh).toBe((await header('zh')).data.hometitle);
    expect(res.data.mobile).toBe((await header('en')).data.mobile);
  });

  it('saves them, audited before and after, and the cached header changes at once', async () => {
    const before = await call(t.app, admin.adminSiteSettings, {}, as(staff.owner));
    // The header is cached for every visitor: read it first so the edit has something to replace.
    await header('zh');
    const res = await call(t.app, admin.adminSaveSiteSettings, SETTINGS, as(staff.owner, 'zh'));
    expect(res).toMatchObject({ status: 200, msg: '设置已保存', data: SETTINGS });
    await expect
      .poll(async () => (await header('zh')).data)
      .toMatchObject({
        hometitle: SETTINGS.hometitle.zh,
        title: SETTINGS.title.zh,
        mobile: SETTINGS.mobile,
      });
    expect((await header('en')).data.title).toBe('Inkfold');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.save'));
    expect(entry).toMatchObject({
      staffId: staff.owner.id,
      entity: 'settings',
      before: before.data,
      after: SETTINGS,
    });
  });

  it('reaches another app process on the same PostgreSQL database at once', async (context) => {
    if (process.env.TEST_ENGINE !== 'postgres') return context.skip();
    const other = await buildApp({ config: t.app.config, db: t.db, logger: false });
    try {
      await call(other, api.homeTitle, {}, { lang: 'en' });
      const changed = { ...SETTINGS, title: { en: 'Inkfold Two', zh: '墨折二' } };
      await call(t.app, admin.adminSaveSiteSettings, changed, as(staff.owner));
      await expect
        .poll(async () => (await call(other, api.homeTitle, {}, { lang: 'en' })).data.title)
        .toBe('Inkfold Two');
    } finally {
      await other.close();
    }
  });

  it('refuses a bad field with a message naming it and its language, and changes nothing', async () => {
    const stored = await call(t.app, admin.adminSiteSettings, {}, as(staff.owner));
    const cases: [unknown, string, string][] = [
      [
        { ...SETTINGS, title: { en: 'Inkfold', zh: ' ' } },
        'Please input header title (Chinese)',
        '请输入页眉标题（中文）',
      ],
      [
        { ...SETTINGS, hometitle: { en: 'x'.repeat(81), zh: '墨' } },
        'Page title (English) is too long (at most 80 characters)',
        '页面标题（英文）过长（最多 80 个字符）',
      ],
      [{ ...SETTINGS, mobile: 'call us' }, 'Please check phone number', '请检查电话号码'],
      [
        { ...SETTINGS, bannerImg: 'https://elsewhere.example/banner.png' },
        'Please choose banner on computers',
        '请选择电脑端横幅',
      ],
      [{ ...SETTINGS, bannerMobileImg: undefined }, 'Please choose banner on phones', '请选择手机端横幅'],
    ];
    for (const [input, en, zh] of cases) {
      expect(await callUnchecked(t.app, admin.adminSaveSiteSettings, input, as(staff.owner))).toMatchObject({
        status: 400,
        msg: en,
      });
      expect(
        (await callUnchecked(t.app, admin.adminSaveSiteSettings, input, as(staff.owner, 'zh'))).msg,
      ).toBe(zh);
    }
    expect((await call(t.app, admin.adminSiteSettings, {}, as(staff.owner))).data).toEqual(stored.data);
  });

  it('saves an uploaded image as the home page’s banner, which the home page shows at once', async () => {
    const file = new File([new Uint8Array(await testImage('png', 64, 20))], 'banner.png');
    const uploaded = await call(t.app, admin.adminUploadMedia, { file }, as(staff.owner));
    await call(t.app, api.homeInto, {}, { lang: 'en' });
    const banners = { bannerImg: uploaded.data.url, bannerMobileImg: '/media/banner/home-mobile.webp' };
    const res = await call(t.app, admin.adminSaveSiteSettings, { ...SETTINGS, ...banners }, as(staff.owner));
    expect(res).toMatchObject({ status: 200, data: banners });
    expect((await call(t.app, api.homeInto, {}, { lang: 'en' })).data).toMatchObject({
      img: uploaded.data.url,
      mimg: banners.bannerMobileImg,
    });
  });

  it('is the owners’ alone: production and support get 403', async () => {
    for (const role of ['production', 'support'] as const) {
      expect((await call(t.app, admin.adminSaveSiteSettings, SETTINGS, as(staff[role]))).status).toBe(403);
    }
  });
});
