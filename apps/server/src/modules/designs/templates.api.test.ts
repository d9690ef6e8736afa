import { api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { products } from '../catalog/tables.ts';
import { designTemplates } from './tables.ts';

/** The templates the shop offers to start a design from, as the editor reads them. */
describe('templates in the shop: /api/design/templates, /api/design/template', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists a product’s published templates with its page, bleed and sides option', async () => {
    const card = await call(t.app, api.designTemplates, { productNo: 'BC-1001' });
    expect(card.data.product).toEqual({
      productNo: 'BC-1001',
      name: 'Classic Matte Business Cards',
      trimWidthMm: 88.9,
      trimHeightMm: 50.8,
      bleedMm: 3.175,
      sides: 2,
      sidesOption: {
        groupName: 'Sides',
        values: [
          { attributeKey: 'D1', attributeValue: 'Front only', pages: 1 },
          { attributeKey: 'D2', attributeValue: 'Front and back', pages: 2 },
        ],
      },
    });
    expect(card.data.list.map((template) => [template.name, template.layout.sides.length])).toEqual([
      ['Classic side band', 1],
      ['Teal front and back', 2],
    ]);
    const label = card.data.list[0]!.layout.sides[0]!.elements.find((element) => element.id === 'name');
    expect(label).toMatchObject({ kind: 'text', label: { en: 'Name', zh: '姓名' } });

    const zh = await call(t.app, api.designTemplates, { productNo: 'BC-1001' }, { lang: 'zh' });
    expect(zh.data.product).toMatchObject({ name: '经典哑光名片', sidesOption: { groupName: '印刷面' } });
    expect(zh.data.list.map((template) => template.name)).toEqual(['经典侧边色带', '青绿双面']);
    const sticker = await call(t.app, api.designTemplates, { productNo: 'ST-1001' }, { lang: 'zh' });
    expect(sticker.data.product).toMatchObject({ name: '定制模切乙烯基贴纸', sides: 1, sidesOption: null });
    expect(sticker.data.list.map((template) => template.name)).toEqual(['品牌徽章']);
  });

  it('reads one published template with its product; a hidden one is a 404', async () => {
    const { data } = await call(t.app, api.designTemplates, { productNo: 'FL-1001' });
    const template = data.list[0]!;
    const one = await call(t.app, api.designTemplateDetail, { id: template.id });
    expect(one.data).toEqual({ product: data.product, template });
    await t.db.update(designTemplates).set({ published: false }).where(eq(designTemplates.id, template.id));
    expect(await call(t.app, api.designTemplateDetail, { id: template.id })).toMatchObject({
      status: 404,
      msg: 'No such template',
    });
    expect((await call(t.app, api.designTemplates, { productNo: 'FL-1001' })).data.list).toEqual([]);
  });

  it('answers 404 for a product not shown and 409 for one that cannot be designed', async () => {
    expect((await call(t.app, api.designTemplates, { productNo: 'NO-SUCH' })).status).toBe(404);
    await t.db.update(products).set({ active: false }).where(eq(products.productNo, 'ST-1004'));
    expect((await call(t.app, api.designTemplates, { productNo: 'ST-1004' })).status).toBe(404);
    const booklet = await call(t.app, api.designTemplates, { productNo: 'BK-1001' }, { lang: 'zh' });
    expect(booklet).toMatchObject({ status: 409, msg: '该产品不支持在线设计：需要有单面或双面的印刷尺寸' });
    await t.db.update(products).set({ trimWidthMm: null }).where(eq(products.productNo, 'BC-1004'));
    expect((await call(t.app, api.designTemplates, { productNo: 'BC-1004' })).status).toBe(409);
  });
});
