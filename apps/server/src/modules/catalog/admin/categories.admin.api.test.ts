import { admin, api } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CallInput, call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { auditLog } from '../../audit/tables.ts';
import { categories } from '../tables.ts';

type Fields = CallInput<typeof admin.adminCategoryCreate>;

const IMAGE = '/media/category/business-cards.webp';

describe('categories: /api/admin/categories', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let tree: admin.AdminCategory[];
  let made = 0;

  /** A slug no other test uses. */
  const slug = () => `test-category-${++made}`;
  const fields = (more: Partial<Fields> = {}): Fields => ({
    slug: slug(),
    name: { en: `Test category ${made}`, zh: `测试分类 ${made}` },
    img: IMAGE,
    ...more,
  });
  const create = (more: Partial<Fields> = {}, who = staff.owner) =>
    call(t.app, admin.adminCategoryCreate, fields(more), { headers: who.headers });
  const update = (id: number, input: Fields, lang?: string) =>
    call(t.app, admin.adminCategoryUpdate, { id, ...input }, { headers: staff.owner.headers, lang });
  const remove = (id: number, lang?: string) =>
    call(t.app, admin.adminCategoryDelete, { id }, { headers: staff.owner.headers, lang });
  const list = async () =>
    (await call(t.app, admin.adminCategoryList, {}, { headers: staff.owner.headers })).data.list;
  const fieldsOf = ({
    id: _,
    level: __,
    productCount: ___,
    childCount: ____,
    parentId,
    ...rest
  }: admin.AdminCategory) => ({
    ...rest,
    parentId: parentId ?? undefined,
  });
  const auditOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, id)));

  /** A seeded level-1 category with subcategories, and a seeded subcategory with products. */
  const topWithChildren = () => tree.find((c) => c.level === 1 && c.childCount > 0)!;
  const subWithProducts = () => tree.find((c) => c.level === 2 && c.productCount > 0)!;

  /** What the storefront's calls answer now: the header's menu, the home page's list, a category's page. */
  const shop = {
    menu: async () =>
      (await call(t.app, api.homeTitle, {})).data.categoryFirst.flatMap((top) => [
        top.id,
        ...top.subclassVOList.map((sub) => sub.id),
      ]),
    home: async () =>
      (await call(t.app, api.homeInto, {})).data.categorylist.flatMap((top) => [
        top.pid,
        ...top.subclassVOList.map((sub) => sub.id),
      ]),
    page: (pid: number, level: 1 | 2) =>
      call(t.app, api.categoryIntoData, { pid, level, pagesize: 1, pagenum: 100 }),
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    tree = await list();
  });
  afterAll(() => t.close());

  it('lists the whole tree in order: each top-level category followed by its own, with their counts', async () => {
    expect(tree.length).toBeGreaterThan(10);
    let top: admin.AdminCategory | undefined;
    for (const category of tree) {
      if (category.level === 1) {
        expect(category.parentId).toBeNull();
        top = category;
      } else {
        expect(category.parentId).toBe(top!.id);
      }
    }
    const top1 = topWithChildren();
    expect(top1.childCount).toBe(tree.filter((c) => c.parentId === top1.id).length);
    expect(subWithProducts().name.zh).not.toBe('');
    const tops = tree.filter((c) => c.level === 1);
    expect(tops.map((c) => c.sort)).toEqual([...tops.map((c) => c.sort)].sort((a, b) => a - b));
  });

  it('adds a subcategory last under its parent, sanitises its description, audits it, and the storefront shows it at once', async () => {
    const parent = topWithChildren();
    const before = await shop.menu();
    const res = await create({
      parentId: parent.id,
      remark: { en: 'Short', zh: '简短' },
      content: { en: '<p>Hi<script>alert(1)</script></p>', zh: '<p onclick="x()">你好</p>' },
    });
    expect(res).toMatchObject({ status: 200, msg: `Category ${res.data.name.en} added` });
    const siblings = tree.filter((c) => c.parentId === parent.id);
    expect(res.data).toMatchObject({
      parentId: parent.id,
      level: 2,
      content: { en: '<p>Hi</p>', zh: '<p>你好</p>' },
      remark: { en: 'Short', zh: '简短' },
      sort: Math.max(...siblings.map((c) => c.sort)) + 1,
      active: true,
      productCount: 0,
      childCount: 0,
    });
    expect(await shop.menu()).toEqual(expect.arrayContaining([...before, res.data.id]));
    expect(await shop.home()).toContain(res.data.id);
    expect((await shop.page(res.data.id, 2)).status).toBe(200);

    const [entry] = await auditOf(res.data.id);
    const { productCount: _, childCount: __, ...recorded } = res.data;
    expect(entry).toMatchObject({
      action: 'category.create',
      staffId: staff.owner.id,
      before: null,
      after: recorded,
    });
  });

  it('hides a category: it leaves the menus, its page and its parent’s list at once, and shows again', async () => {
    const sub = subWithProducts();
    const parent = tree.find((c) => c.id === sub.parentId)!;
    // Read first, so the 60-second caches hold the shown category.
    expect(await shop.menu()).toContain(sub.id);
    expect(await shop.home()).toContain(sub.id);
    const parentPage = (await shop.page(parent.id, 1)).data;
    expect(parentPage.type.children.map((c) => c.id)).toContain(sub.id);
    expect((await shop.page(sub.id, 2)).status).toBe(200);

    const hidden = await update(sub.id, { ...fieldsOf(sub), active: false });
    expect(hidden).toMatchObject({ status: 200, msg: `Changes to category ${sub.name.en} saved` });
    expect(hidden.data).toMatchObject({ active: false, sort: sub.sort, productCount: sub.productCount });
    expect(await shop.menu()).not.toContain(sub.id);
    expect(await shop.home()).not.toContain(sub.id);
    expect(await shop.page(sub.id, 2)).toMatchObject({ status: 404, msg: 'Category not found' });
    const parentNow = (await shop.page(parent.id, 1)).data;
    expect(parentNow.type.children.map((c) => c.id)).not.toContain(sub.id);
    expect(parentNow.total).toBe(parentPage.total - sub.productCount);

    const [entry] = await auditOf(sub.id);
    expect(entry).toMatchObject({
      action: 'category.update',
      before: { active: true },
      after: { active: false },
    });

    await update(sub.id, fieldsOf(sub));
    expect(await shop.menu()).toContain(sub.id);
    expect((await shop.page(parent.id, 1)).data.total).toBe(parentPage.total);
  });

  it('hides a top-level category with its subcategories', async () => {
    const { data: top } = await create();
    const { data: sub } = await create({ parentId: top.id });
    expect(await shop.menu()).toEqual(expect.arrayContaining([top.id, sub.id]));
    await update(top.id, { ...fieldsOf(top), active: false });
    const menu = await shop.menu();
    expect(menu).not.toContain(top.id);
    expect(menu).not.toContain(sub.id);
    expect((await shop.page(sub.id, 2)).status).toBe(404);
  });

  it('refuses bad fields with a message naming them, in the staff member’s language, and changes nothing', async () => {
    const before = await t.db.$count(categories);
    const sub = tree.find((c) => c.level === 2)!;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { slug: 'Two Words' },
        'The slug takes lowercase letters, digits and single hyphens, such as business-cards',
        '网址别名只能包含小写字母、数字和单个连字符，例如 business-cards',
      ],
      [{ slug: '' }, 'Please input slug', '请输入网址别名'],
      [{ name: { en: 'Labels', zh: ' ' } }, 'Please input name (Chinese)', '请输入名称（中文）'],
      [
        { name: { en: 'x'.repeat(61), zh: '标签' } },
        'Name (English) is too long (at most 60 characters)',
        '',
      ],
      [{ img: 'https://example.com/a.png' }, 'Please choose image', '请选择图片'],
      [
        { parentId: sub.id },
        'The parent category must be an existing top-level category',
        '上级分类必须是已有的一级分类',
      ],
      [{ parentId: 2_000_000 }, 'The parent category must be an existing top-level category', ''],
      [{ sort: -1 }, 'Order must be at least 0', '排序不能小于 0'],
    ];
    for (const [more, en, zh] of cases) {
      const input = { ...fields(), ...more };
      const send = (lang: string) =>
        callUnchecked(t.app, admin.adminCategoryCreate, input, { headers: staff.owner.headers, lang });
      expect(await send('en'), JSON.stringify(more)).toMatchObject({ status: 400, msg: en });
      if (zh) expect((await send('zh')).msg).toBe(zh);
    }
    expect(await t.db.$count(categories)).toBe(before);
  });

  it('refuses a taken slug, a level-2 parent, its own parent, and a top-level category with subcategories moving under another', async () => {
    const taken = tree[0]!.slug;
    expect(await create({ slug: taken })).toMatchObject({
      status: 409,
      msg: `Another category already has the slug ${taken}`,
    });
    const { data: mine } = await create();
    const zh = await update(mine.id, { ...fieldsOf(mine), slug: taken }, 'zh');
    expect(zh).toMatchObject({ status: 409, msg: `已有分类使用网址别名 ${taken}` });

    expect(await update(mine.id, { ...fieldsOf(mine), parentId: mine.id })).toMatchObject({
      status: 400,
      msg: 'A category cannot be its own parent',
    });
    const sub = tree.find((c) => c.level === 2)!;
    expect((await update(mine.id, { ...fieldsOf(mine), parentId: sub.id })).status).toBe(400);

    const top = topWithChildren();
    const other = tree.find((c) => c.level === 1 && c.id !== top.id)!;
    expect(await update(top.id, { ...fieldsOf(top), parentId: other.id })).toMatchObject({
      status: 409,
      msg: 'This category has subcategories, so it stays a top-level category',
    });
    expect((await list()).find((c) => c.id === top.id)).toMatchObject({ level: 1, parentId: null });
  });

  it('moves a childless top-level category under another, last there, and back on top', async () => {
    const { data: mine } = await create();
    const parent = topWithChildren();
    const moved = await update(mine.id, { ...fieldsOf(mine), parentId: parent.id, sort: undefined });
    expect(moved.data).toMatchObject({ level: 2, parentId: parent.id });
    const siblings = (await list()).filter((c) => c.parentId === parent.id);
    expect(siblings.at(-1)!.id).toBe(mine.id);
    const back = await update(mine.id, { ...fieldsOf(moved.data), parentId: undefined, sort: 7 });
    expect(back.data).toMatchObject({ level: 1, parentId: null, sort: 7 });
  });

  it('deletes an empty category, audited, and refuses one with products or subcategories: hide it instead', async () => {
    const withProducts = subWithProducts();
    expect(await remove(withProducts.id)).toMatchObject({
      status: 409,
      msg: 'This category has products, so it cannot be deleted: hide it instead',
    });
    expect((await remove(withProducts.id, 'zh')).msg).toBe('该分类下有产品，不能删除：请改为隐藏');
    expect(await remove(topWithChildren().id)).toMatchObject({
      status: 409,
      msg: 'This category has subcategories, so it cannot be deleted: hide it instead',
    });
    expect(await t.db.$count(categories, eq(categories.id, withProducts.id))).toBe(1);

    const { data: mine } = await create({ parentId: topWithChildren().id });
    expect(await shop.menu()).toContain(mine.id);
    expect(await remove(mine.id)).toMatchObject({
      status: 200,
      msg: `Category ${mine.name.en} deleted`,
      data: { id: mine.id },
    });
    expect(await shop.menu()).not.toContain(mine.id);
    expect((await list()).some((c) => c.id === mine.id)).toBe(false);
    const entries = await auditOf(mine.id);
    expect(entries.map((e) => e.action)).toEqual(['category.create', 'category.delete']);
    expect(entries[1]).toMatchObject({ before: { slug: mine.slug }, after: null });
  });

  it('answers 404 for a category that does not exist', async () => {
    const { data: mine } = await create();
    expect(await update(2_000_000, fieldsOf(mine))).toMatchObject({ status: 404, msg: 'Category not found' });
    expect((await remove(2_000_000)).status).toBe(404);
  });

  it('is the owners’ alone: production and support get 403, nobody without a session 401', async () => {
    const mine = tree[0]!;
    for (const role of ['production', 'support'] as const) {
      const headers = staff[role].headers;
      expect((await create({}, staff[role])).status).toBe(403);
      expect((await call(t.app, admin.adminCategoryList, {}, { headers })).status).toBe(403);
      expect(
        (await call(t.app, admin.adminCategoryUpdate, { id: mine.id, ...fieldsOf(mine) }, { headers }))
          .status,
      ).toBe(403);
      expect((await call(t.app, admin.adminCategoryDelete, { id: mine.id }, { headers })).status).toBe(403);
    }
    expect((await call(t.app, admin.adminCategoryList, {})).status).toBe(401);
    expect((await call(t.app, admin.adminCategoryDelete, { id: mine.id })).status).toBe(401);
  });
});
