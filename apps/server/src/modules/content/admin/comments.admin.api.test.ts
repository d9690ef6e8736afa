import { admin, api } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';

/** Dated after every seeded comment, so the home page lists it first. */
const COMMENT: admin.CommentFields = {
  img: '/media/avatar/2.webp',
  author: 'Dana Whitfield',
  title: { en: 'Labels that survive the fridge', zh: '冰箱里也不掉色的标签' },
  body: { en: 'The vinyl labels stayed bright for months.', zh: '乙烯基标签几个月都很鲜亮。' },
  stars: 4,
  date: '2099-05-01',
};

describe('the home page’s customer comments: /api/admin/comments', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const owner = (lang?: string) => as(staff.owner, lang);
  const homeComments = async (lang: 'en' | 'zh') =>
    (await call(t.app, api.activityList, {}, { lang })).data.evaluationItems;
  const listed = async () => (await call(t.app, admin.adminCommentList, {}, owner())).data.list;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('lists the comments as the home page does, the newest first, each text in both languages', async () => {
    const [list, en, zh] = await Promise.all([listed(), homeComments('en'), homeComments('zh')]);
    expect(list.map((comment) => comment.title.en)).toEqual(en.map((comment) => comment.title));
    expect(list.map((comment) => comment.body.zh)).toEqual(zh.map((comment) => comment.content));
    expect(list[0]).toMatchObject({ stars: en[0]!.fraction, date: en[0]!.createTime });
  });

  it('adds one, changes it and removes it, audited, the cached home page following each at once', async () => {
    // The home page's answer is cached for every visitor: read it first so each edit has something to replace.
    await homeComments('zh');
    const added = await call(t.app, admin.adminCommentCreate, COMMENT, owner('zh'));
    expect(added).toMatchObject({ status: 200, msg: '已添加 Dana Whitfield 的评价', data: COMMENT });
    const { id } = added.data;
    expect((await homeComments('zh'))[0]).toEqual({
      img: COMMENT.img,
      author: COMMENT.author,
      title: COMMENT.title.zh,
      content: COMMENT.body.zh,
      fraction: 4,
      createTime: '2099-05-01',
    });
    expect(await auditRows(t.db, 'comment.create', id)).toMatchObject([
      { staffId: staff.owner.id, entity: 'comment', after: COMMENT },
    ]);

    // No picture, no stars: the comment still shows.
    const changed = {
      ...COMMENT,
      id,
      img: '',
      stars: 0,
      title: { ...COMMENT.title, en: 'Labels that last' },
    };
    expect(await call(t.app, admin.adminCommentUpdate, changed, owner())).toMatchObject({
      status: 200,
      msg: 'Changes to the comment by Dana Whitfield saved',
      data: changed,
    });
    expect((await homeComments('en'))[0]).toMatchObject({ img: '', title: 'Labels that last', fraction: 0 });
    expect(await auditRows(t.db, 'comment.update', id)).toMatchObject([
      { before: { stars: 4, img: COMMENT.img }, after: { stars: 0, img: '' } },
    ]);

    expect(await call(t.app, admin.adminCommentDelete, { id }, owner())).toMatchObject({
      status: 200,
      msg: 'Comment by Dana Whitfield removed',
    });
    expect((await homeComments('en')).map((comment) => comment.author)).not.toContain(COMMENT.author);
    expect(await auditRows(t.db, 'comment.delete', id)).toMatchObject([
      { before: { author: COMMENT.author } },
    ]);
  });

  it('refuses stars out of 0-5 and other bad fields with a message naming them, and changes nothing', async () => {
    const before = await listed();
    const cases: [unknown, string, string][] = [
      [{ ...COMMENT, stars: 6 }, 'Stars must be at most 5', '星级不能大于 5'],
      [{ ...COMMENT, stars: -1 }, 'Stars must be at least 0', '星级不能小于 0'],
      [{ ...COMMENT, stars: 4.5 }, 'Please enter a whole number for stars', '请为星级填写整数'],
      [{ ...COMMENT, author: '' }, 'Please input author', '请输入作者'],
      [
        { ...COMMENT, title: { ...COMMENT.title, zh: ' ' } },
        'Please input comment title (Chinese)',
        '请输入评价标题（中文）',
      ],
      [
        { ...COMMENT, body: { ...COMMENT.body, en: 'x'.repeat(1001) } },
        'Comment text (English) is too long (at most 1000 characters)',
        '评价内容（英文）过长（最多 1000 个字符）',
      ],
      [
        { ...COMMENT, date: '2026-02-30' },
        'Date must be a date written as YYYY-MM-DD',
        '日期须为 YYYY-MM-DD 格式的日期',
      ],
      [
        { ...COMMENT, date: '1999-12-31' },
        'Date must be a day from 2000-01-01 to 2100-12-31',
        '日期须为 2000-01-01 至 2100-12-31 之间的日期',
      ],
      [{ ...COMMENT, img: '/uploads/face.png' }, 'Please choose picture', '请选择头像'],
    ];
    for (const [input, en, zh] of cases) {
      expect(await callUnchecked(t.app, admin.adminCommentCreate, input, owner())).toMatchObject({
        status: 400,
        msg: en,
      });
      expect((await callUnchecked(t.app, admin.adminCommentCreate, input, owner('zh'))).msg).toBe(zh);
    }
    expect(await listed()).toEqual(before);
  });

  it('answers 404 for a comment that is not one', async () => {
    expect(await call(t.app, admin.adminCommentUpdate, { ...COMMENT, id: 999_999 }, owner())).toMatchObject({
      status: 404,
      msg: 'No such comment',
    });
    expect(await call(t.app, admin.adminCommentDelete, { id: 999_999 }, owner('zh'))).toMatchObject({
      status: 404,
      msg: '评价不存在',
    });
  });

  it('is the owners’ alone: no session 401, production and support 403', async () => {
    const [first] = await listed();
    const writes = [
      [admin.adminCommentCreate, COMMENT],
      [admin.adminCommentUpdate, { ...first!, author: 'Nope' }],
      [admin.adminCommentDelete, { id: first!.id }],
    ] as const;
    for (const [endpoint, input] of writes) {
      expect((await callUnchecked(t.app, endpoint, input)).status).toBe(401);
      for (const role of ['production', 'support'] as const) {
        expect((await callUnchecked(t.app, endpoint, input, as(staff[role]))).status).toBe(403);
      }
    }
    expect(await listed()).toContainEqual(first);
  });
});
