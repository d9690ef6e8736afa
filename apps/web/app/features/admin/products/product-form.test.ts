import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { changesProduct, newProductValues, productInput, productValuesOf, tagsOf } from './product-form';

const both = (en: string, zh: string) => ({ en, zh });
const PRODUCT: admin.ProductDraft = {
  productNo: 'BC-2001',
  categoryId: 7,
  name: both('Linen card', '布纹名片'),
  remark: both('<p>Soft</p>', '<p>柔软</p>'),
  serverContent: both('', ''),
  featureTags: { en: ['Linen', 'Thick'], zh: ['布纹'] },
  overview: [{ key: both('Size', '尺寸'), value: both('3.5 x 2 in', '3.5×2 英寸') }],
  images: ['/media/product/business-card/1.webp'],
  topSeller: false,
  featured: true,
  isNew: false,
  bestDeal: false,
  active: true,
  productionDays: 4,
  printSize: { trimWidthMm: 88.9, trimHeightMm: 50.8, bleedMm: 3 },
  groups: [
    { name: both('Paper', '纸张'), values: [{ code: 'P1', label: both('Linen', '布纹'), pages: null }] },
    {
      name: both('Sides', '印刷面'),
      values: [
        { code: 'D1', label: both('Front only', '单面'), pages: 1 },
        { code: 'D2', label: both('Front and back', '双面'), pages: 2 },
      ],
    },
  ],
};

describe('the product editor’s values', () => {
  it('give back the product they were filled with', () => {
    expect(productInput(productValuesOf(PRODUCT))).toEqual(PRODUCT);
  });

  it('trim texts and codes, split tags at either comma, and read an empty print size as none', () => {
    const values = productValuesOf(PRODUCT);
    values.productNo = ' BC-2001 ';
    values.name = both(' Linen card ', '布纹名片 ');
    values.featureTags = both('Linen, , Thick ', '布纹，厚');
    values.groups[0]!.values[0]!.code = ' P1 ';
    values.printSize = { trimWidthMm: ' ', trimHeightMm: '', bleedMm: '' };
    expect(productInput(values)).toEqual({
      ...PRODUCT,
      featureTags: { en: ['Linen', 'Thick'], zh: ['布纹', '厚'] },
      printSize: null,
    });
    expect(tagsOf(' , ')).toEqual([]);
  });

  it('send an empty number as none (the server asks for it), and no bleed as 0', () => {
    const values = newProductValues();
    values.productionDays = '';
    values.printSize = { trimWidthMm: '90', trimHeightMm: '', bleedMm: '' };
    const input = productInput(values);
    expect(JSON.parse(JSON.stringify(input))).toMatchObject({
      categoryId: null,
      productionDays: null,
      printSize: { trimWidthMm: 90, trimHeightMm: null, bleedMm: 0 },
    });
  });

  it('read the pages a value prints as typed, none when left empty', () => {
    const values = productValuesOf(PRODUCT);
    expect(values.groups[1]!.values.map((value) => value.pages)).toEqual(['1', '2']);
    values.groups[1]!.values[0]!.pages = ' ';
    values.groups[1]!.values[1]!.pages = '4';
    expect(productInput(values).groups[1]!.values.map((value) => value.pages)).toEqual([null, 4]);
  });

  it('count as changed only when what would be sent differs', () => {
    const saved = productValuesOf(PRODUCT);
    const same = productValuesOf(PRODUCT);
    expect(changesProduct(saved, same)).toBe(false);
    expect(changesProduct(saved, { ...same, name: both('Linen card ', '布纹名片') })).toBe(false);
    expect(changesProduct(saved, { ...same, active: false })).toBe(true);
    expect(changesProduct(saved, { ...same, groups: [...same.groups].reverse().concat(same.groups) })).toBe(
      true,
    );
  });
});
