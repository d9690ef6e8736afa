import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { siteSettings } from '../tables.ts';

const BLOCKS: admin.TrustBlock[] = [
  {
    icon: '/media/trust/3.webp',
    title: { en: 'Proofs before print', zh: '先校样后印刷' },
    body: { en: 'A person checks every file.', zh: '每个文件都有人工检查。' },
  },
  {
    icon: '/media/trust/1.webp',
    title: { en: 'Free reprints', zh: '免费重印' },
    body: { en: 'Anything wrong is reprinted.', zh: '有问题即免费重印。' },
  },
  {
    icon: '/media/trust/2.webp',
    title: { en: 'Tracked shipping', zh: '物流可追踪' },
    body: { en: 'Every parcel has tracking.', zh: '每个包裹都可追踪。' },
  },
];

describe('the trust blocks: /api/admin/trust-blocks', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const owner = (lang?: string) => as(staff.owner, lang);
  const stored = async () => (await call(t.app, admin.adminTrustBlocks, {}, owner())).data.blocks;
  const home = async (lang: 'en' | 'zh') =>
    (await call(t.app, api.activityList, {}, { lang })).data.trustlist;
  const productPage = async (lang: 'en' | 'zh') =>
    (await call(t.app, api.orderProcessNotices, {}, { lang })).data.trustlist;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('reads the three seeded blocks in both languages, which the home and product pages show', async () => {
    const blocks = await stored();
    expect(blocks).toHaveLength(3);
    expect(blocks[0]!.title).toEqual({ en: 'Quality guarantee', zh: '品质保证' });
    const shown = blocks.map(({ icon, title, body }) => ({ icon, title: title.zh, text: body.zh }));
    expect(await home('zh')).toEqual(shown);
    expect(await productPage('zh')).toEqual(shown);
  });

  it('saves all three, audited before and after, and the cached home and product pages change at once', async () => {
    const before = await stored();
    await Promise.all([home('zh'), productPage('en')]);
    const res = await call(t.app, admin.adminSaveTrustBlocks, { blocks: BLOCKS }, owner('zh'));
    expect(res).toMatchObject({ status: 200, msg: '信任模块已保存', data: { blocks: BLOCKS } });
    expect((await home('zh')).map((block) => block.title)).toEqual([
      '先校样后印刷',
      '免费重印',
      '物流可追踪',
    ]);
    expect((await productPage('en'))[0]).toEqual({
      icon: '/media/trust/3.webp',
      title: 'Proofs before print',
      text: 'A person checks every file.',
    });
    expect(await stored()).toEqual(BLOCKS);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'trust.save'));
    expect(entry).toMatchObject({ staffId: staff.owner.id, entity: 'trust', before, after: BLOCKS });
    await call(t.app, admin.adminSaveTrustBlocks, { blocks: before }, owner());
  });

  it('reaches another app process on the same PostgreSQL database at once', async (context) => {
    if (process.env.TEST_ENGINE !== 'postgres') return context.skip();
    const other = await buildApp({ config: t.app.config, db: t.db, logger: false });
    const before = await stored();
    try {
      await call(other, api.activityList, {}, { lang: 'en' });
      await call(t.app, admin.adminSaveTrustBlocks, { blocks: BLOCKS }, owner());
      await expect
        .poll(async () => (await call(other, api.activityList, {}, { lang: 'en' })).data.trustlist[0]?.title)
        .toBe('Proofs before print');
    } finally {
      await call(t.app, admin.adminSaveTrustBlocks, { blocks: before }, owner());
      await other.close();
    }
  });

  it('refuses a bad block with a message naming the field and its language, and changes nothing', async () => {
    const before = await stored();
    const [first, ...others] = BLOCKS as [admin.TrustBlock, ...admin.TrustBlock[]];
    const cases: [unknown, string, string][] = [
      [
        { blocks: [{ ...first, title: { ...first.title, zh: '' } }, ...others] },
        'Please input trust block title (Chinese)',
        '请输入信任模块标题（中文）',
      ],
      [
        { blocks: [first, { ...first, body: { ...first.body, en: 'x'.repeat(241) } }, ...others.slice(1)] },
        'Trust block text (English) is too long (at most 240 characters)',
        '信任模块说明（英文）过长（最多 240 个字符）',
      ],
      [{ blocks: [{ ...first, icon: 'trust.svg' }, ...others] }, 'Please choose icon', '请选择图标'],
      [{ blocks: others }, 'Please check trust blocks', '请检查信任模块'],
      [{ blocks: [...BLOCKS, first] }, 'Please give at most 3 trust blocks', '信任模块最多 3 个'],
    ];
    for (const [input, en, zh] of cases) {
      expect(await callUnchecked(t.app, admin.adminSaveTrustBlocks, input, owner())).toMatchObject({
        status: 400,
        msg: en,
      });
      expect((await callUnchecked(t.app, admin.adminSaveTrustBlocks, input, owner('zh'))).msg).toBe(zh);
    }
    expect(await stored()).toEqual(before);
  });

  it('gives blank blocks to fill, and the storefront none, on a shop seeded before they were content', async () => {
    const before = await stored();
    await t.db.delete(siteSettings).where(eq(siteSettings.key, 'trust'));
    t.app.changes.changed();
    try {
      expect(await home('en')).toEqual([]);
      expect(await productPage('zh')).toEqual([]);
      const blank = { icon: '', title: { en: '', zh: '' }, body: { en: '', zh: '' } };
      expect(await stored()).toEqual([blank, blank, blank]);
    } finally {
      await call(t.app, admin.adminSaveTrustBlocks, { blocks: before }, owner());
    }
    expect(await home('en')).toHaveLength(3);
  });

  it('is the owners’ alone: no session 401, production and support 403', async () => {
    expect((await call(t.app, admin.adminTrustBlocks, {})).status).toBe(401);
    expect((await call(t.app, admin.adminSaveTrustBlocks, { blocks: BLOCKS })).status).toBe(401);
    for (const role of ['production', 'support'] as const) {
      expect((await call(t.app, admin.adminTrustBlocks, {}, as(staff[role]))).status).toBe(403);
      expect(
        (await call(t.app, admin.adminSaveTrustBlocks, { blocks: BLOCKS }, as(staff[role]))).status,
      ).toBe(403);
    }
  });
});
