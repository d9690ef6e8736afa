import { admin, api, type DesignLayout } from '@printshop/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { CARD, designerImage, imageElement, layoutOf, nameCard, textElement } from '../../../test/designs.ts';
import { type CallInput, type CallOptions, call, callUnchecked } from '../../../test/http.ts';
import { newMember } from '../../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { testImage, useOwnDataDir } from '../../../test/uploads.ts';
import { products } from '../../catalog/tables.ts';
import { designs, designTemplates } from '../tables.ts';

type Fields = CallInput<typeof admin.adminDesignTemplateCreate>;

/** Owners' templates of the online editor: /api/admin/design-templates. */
describe('design templates in the back office', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  let logo: string;

  const as = (who: TestStaff, lang?: string): CallOptions => ({ headers: who.headers, lang });
  const fields = (more: Partial<Fields> = {}): Fields => ({
    productNo: CARD,
    name: { en: 'Bold name', zh: '醒目姓名' },
    layout: layoutOf([
      textElement('name', 'Alex 陈明', { label: { en: 'Name', zh: '姓名' } }),
      imageElement('art', logo),
      imageElement('logo', null),
    ]),
    ...more,
  });
  const create = (more: Partial<Fields> = {}, who = staff.owner) =>
    callUnchecked(t.app, admin.adminDesignTemplateCreate, fields(more), as(who));
  const offered = async (productNo = CARD) =>
    (await call(t.app, api.designTemplates, { productNo })).data.list.map((template) => template.id);

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    const uploaded = await callUnchecked(
      t.app,
      admin.adminUploadMedia,
      { file: new File([new Uint8Array(await testImage('png', 40, 30))], 'art.png') },
      as(staff.owner),
    );
    logo = uploaded.data.url;
  });
  afterAll(() => t.close());

  it('lists the templates by product and place, published or hidden, a page at a time', async () => {
    const all = await call(t.app, admin.adminDesignTemplateList, {}, as(staff.owner));
    expect(all.data.total).toBeGreaterThanOrEqual(7);
    const cards = await call(t.app, admin.adminDesignTemplateList, { productNo: CARD }, as(staff.owner));
    expect(cards.data.list.map((row) => [row.name.en, row.sides, row.published, row.position])).toEqual([
      ['Classic side band', 1, true, 0],
      ['Teal front and back', 2, true, 1],
    ]);
    expect(cards.data.list[0]!.productName).toEqual({
      en: 'Classic Matte Business Cards',
      zh: '经典哑光名片',
    });
    const page = await call(t.app, admin.adminDesignTemplateList, { size: 2, page: 2 }, as(staff.owner));
    expect(page.data.list).toHaveLength(2);
    const hidden = await call(
      t.app,
      admin.adminDesignTemplateList,
      { visibility: 'hidden' },
      as(staff.owner),
    );
    expect(hidden.data.list.every((row) => !row.published)).toBe(true);
    const none = await call(t.app, admin.adminDesignTemplateList, { productNo: 'NO-SUCH' }, as(staff.owner));
    expect(none.data).toEqual({ list: [], total: 0 });
  });

  it('offers every product a template can be made for, hidden ones too, by number', async () => {
    await t.db.update(products).set({ active: false }).where(eq(products.productNo, 'FL-1001'));
    try {
      const { list } = (await call(t.app, admin.adminDesignProductList, {}, as(staff.owner))).data;
      const numbers = list.map((product) => product.productNo);
      expect(numbers).toEqual([...numbers].sort());
      expect(list.find((product) => product.productNo === CARD)).toEqual({
        productNo: CARD,
        name: { en: 'Classic Matte Business Cards', zh: '经典哑光名片' },
        active: true,
        trimWidthMm: 88.9,
        trimHeightMm: 50.8,
        bleedMm: 3.175,
        sides: 2,
      });
      expect(list.find((product) => product.productNo === 'FL-1001')?.active).toBe(false);
      // A booklet prints more sides than a design has; a product without a print size has no page.
      const unsized = await t.db
        .select({ productNo: products.productNo })
        .from(products)
        .where(isNull(products.trimWidthMm));
      expect(unsized.length).toBeGreaterThan(0);
      for (const left of ['BK-1001', ...unsized.map((row) => row.productNo)])
        expect(numbers).not.toContain(left);
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.productNo, 'FL-1001'));
    }
  });

  it('adds a hidden template with the shop’s image, audited, offered only once published', async () => {
    const made = await create();
    expect(made).toMatchObject({
      status: 200,
      msg: 'Template Bold name added',
      data: {
        productNo: CARD,
        name: { en: 'Bold name', zh: '醒目姓名' },
        published: false,
        position: 2,
        sides: 1,
      },
    });
    const { id } = made.data;
    expect((await call(t.app, admin.adminDesignTemplateDetail, { id }, as(staff.owner))).data.layout).toEqual(
      fields().layout,
    );
    const [created] = await auditRows(t.db, 'designTemplate.create', id);
    expect(created).toMatchObject({ staffId: staff.owner.id, entity: 'designTemplate', before: null });
    expect(created!.after).toMatchObject({
      name: { en: 'Bold name' },
      published: false,
      layout: fields().layout,
    });
    expect(await offered()).not.toContain(id);

    const published = await call(
      t.app,
      admin.adminDesignTemplatePublish,
      { id, published: true },
      as(staff.owner),
    );
    expect(published).toMatchObject({
      msg: 'Template Bold name is offered in the shop',
      data: { published: true },
    });
    expect(await offered()).toContain(id);
    const hidden = await call(
      t.app,
      admin.adminDesignTemplatePublish,
      { id, published: false },
      as(staff.owner, 'zh'),
    );
    expect(hidden.msg).toBe('模板 醒目姓名 已隐藏');
    expect(await offered()).not.toContain(id);
    const [publish] = await auditRows(t.db, 'designTemplate.publish', id);
    expect(publish).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it('changes a template, moving it to another product, audited with before and after', async () => {
    const { data } = await create({ published: true });
    const layout = layoutOf([textElement('slogan', 'Shop local')]);
    const changed = await call(
      t.app,
      admin.adminDesignTemplateUpdate,
      {
        id: data.id,
        ...fields({ productNo: 'ST-1004', layout, published: true, name: { en: 'Strip', zh: '长条' } }),
      },
      as(staff.owner),
    );
    expect(changed).toMatchObject({ status: 200, data: { productNo: 'ST-1004', position: 1, layout } });
    expect(await offered()).not.toContain(data.id);
    expect(await offered('ST-1004')).toEqual([expect.any(Number), data.id]);
    const [update] = await auditRows(t.db, 'designTemplate.update', data.id);
    expect(update).toMatchObject({ before: { productNo: CARD }, after: { productNo: 'ST-1004', layout } });
  });

  it('deletes a template, keeping the designs made from it', async () => {
    const { data } = await create({ published: true });
    const member = await newMember(t.db);
    const design = await call(
      t.app,
      api.designCreate,
      { productNo: CARD, templateId: data.id, name: 'From it', layout: data.layout },
      { token: member.token },
    );
    expect(design.data.templateId).toBe(data.id);
    const gone = await call(t.app, admin.adminDesignTemplateDelete, { id: data.id }, as(staff.owner));
    expect(gone).toMatchObject({ status: 200, msg: 'Template Bold name deleted', data: { id: data.id } });
    const [row] = await t.db.select().from(designs).where(eq(designs.id, design.data.id));
    expect(row).toMatchObject({ templateId: null, layout: data.layout });
    expect((await auditRows(t.db, 'designTemplate.delete', data.id))[0]!.before).toMatchObject({
      id: data.id,
    });
    for (const answer of [
      await call(t.app, admin.adminDesignTemplateDetail, { id: data.id }, as(staff.owner)),
      await call(t.app, admin.adminDesignTemplatePublish, { id: data.id, published: true }, as(staff.owner)),
      await call(t.app, admin.adminDesignTemplateDelete, { id: data.id }, as(staff.owner)),
      await callUnchecked(
        t.app,
        admin.adminDesignTemplateUpdate,
        { id: data.id, ...fields() },
        as(staff.owner),
      ),
    ]) {
      expect(answer).toMatchObject({ status: 404, msg: 'No such template' });
    }
  });

  it('refuses a template its product cannot take, or images not the shop’s, writing nothing', async () => {
    const customerUpload = await designerImage(t.db, t.app.storage.uploads, null);
    const twoSided: DesignLayout = layoutOf([textElement('a', 'Front')], [textElement('b', 'Back')]);
    const cases: [Partial<Fields>, number, string][] = [
      [{ productNo: 'NO-SUCH' }, 404, 'Product not found'],
      [
        { productNo: 'BK-1001' },
        409,
        'This product cannot be designed online: it needs a print size of one or two sides',
      ],
      [
        { productNo: 'ST-1001', layout: twoSided },
        400,
        'This product prints on one side only: its design has one side',
      ],
      [
        { layout: layoutOf([imageElement('logo', customerUpload)]) },
        400,
        'A template’s images must be the shop’s own: upload them as the shop’s images',
      ],
      [
        { layout: layoutOf([imageElement('logo', '/media/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp')]) },
        400,
        'An image of the design is no longer there: please upload it again',
      ],
      [{ name: { en: 'Only English', zh: '' } }, 400, 'Please input template name (Chinese)'],
      [{ layout: { ...nameCard(), sides: [] } }, 400, 'Please input sides'],
    ];
    const before = await t.db.$count(designTemplates);
    for (const [more, status, msg] of cases) expect(await create(more)).toMatchObject({ status, msg });
    const huge = await create({ layout: { ...nameCard(), padding: 'x'.repeat(300_000) } as DesignLayout });
    expect(huge).toMatchObject({ status: 413, msg: 'The design is too large (at most 200 kB)' });
    expect(await t.db.$count(designTemplates)).toBe(before);
  });

  it('is for staff who manage the catalogue only', async () => {
    const member = await newMember(t.db);
    const before = await t.db.$count(designTemplates);
    for (const who of [staff.production, staff.support]) {
      expect(await create({}, who)).toMatchObject({ status: 403, msg: 'Your role may not do this' });
      const list = await callUnchecked(t.app, admin.adminDesignTemplateList, {}, as(who));
      expect(list.status).toBe(403);
      expect((await callUnchecked(t.app, admin.adminDesignProductList, {}, as(who))).status).toBe(403);
    }
    expect((await callUnchecked(t.app, admin.adminDesignTemplateCreate, fields(), {})).status).toBe(401);
    expect((await callUnchecked(t.app, admin.adminDesignProductList, {}, {})).status).toBe(401);
    const withToken = await callUnchecked(t.app, admin.adminDesignTemplateCreate, fields(), {
      token: member.token,
    });
    expect(withToken.status).toBe(401);
    const products = await callUnchecked(t.app, admin.adminDesignProductList, {}, { token: member.token });
    expect(products.status).toBe(401);
    expect(await t.db.$count(designTemplates)).toBe(before);
  });
});
