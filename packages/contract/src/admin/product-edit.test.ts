import { describe, expect, it } from 'vitest';
import {
  combinationCodes,
  combinationCount,
  PRODUCT_CODE_REPEATED,
  PRODUCT_CODES_AMBIGUOUS,
  PRODUCT_TOO_MANY_COMBINATIONS,
  productDraft,
} from './product-edit.ts';

const both = (text: string) => ({ en: text, zh: text });
const group = (...codes: string[]) => ({
  name: both('Option'),
  values: codes.map((code) => ({ code, label: both(code) })),
});
const draft = (groups: ReturnType<typeof group>[]) => ({
  productNo: 'BC-1',
  categoryId: 3,
  name: both('Card'),
  remark: both(''),
  serverContent: both(''),
  featureTags: { en: [], zh: [] },
  overview: [],
  images: ['/media/product/business-card/1.webp'],
  topSeller: false,
  featured: false,
  isNew: false,
  bestDeal: false,
  active: false,
  productionDays: 3,
  printSize: null,
  groups,
});
const reasons = (groups: ReturnType<typeof group>[]) =>
  productDraft
    .safeParse(draft(groups))
    .error?.issues.map((issue) => [
      issue.path.join('.'),
      issue.code === 'custom' ? issue.params?.reason : issue.code,
    ]);

describe('a product draft’s options', () => {
  it('list every combination’s codes, the first option varying slowest', () => {
    expect(combinationCodes([group('P1', 'P2'), group('Q1', 'Q2', 'Q3')])).toEqual([
      'P1Q1',
      'P1Q2',
      'P1Q3',
      'P2Q1',
      'P2Q2',
      'P2Q3',
    ]);
    expect(combinationCodes([])).toEqual(['']);
    expect(combinationCount([group('A', 'B'), group('C', 'D', 'E')])).toBe(6);
  });

  it('are taken with codes unique in the product and combinations that read apart', () => {
    expect(reasons([group('P1', 'P2'), group('Q1')])).toBeUndefined();
    expect(reasons([])).toBeUndefined();
  });

  it('refuse a code used twice, at the second value', () => {
    expect(reasons([group('P1', 'P2'), group('Q1', 'P1')])).toEqual([
      ['groups.1.values.1.code', PRODUCT_CODE_REPEATED],
    ]);
  });

  it('refuse codes whose combinations concatenate alike', () => {
    expect(reasons([group('A', 'AB'), group('BC', 'C')])).toEqual([['groups', PRODUCT_CODES_AMBIGUOUS]]);
  });

  it('refuse more combinations than a matrix holds', () => {
    const many = (prefix: string) => group(...Array.from({ length: 20 }, (_, i) => `${prefix}${i}`));
    expect(reasons([many('A'), many('B'), many('C')])).toEqual([['groups', PRODUCT_TOO_MANY_COMBINATIONS]]);
  });

  it('refuse codes of anything but letters and digits', () => {
    expect(reasons([group('P-1')])?.[0]?.[0]).toBe('groups.0.values.0.code');
  });

  it('read the pages a value prints, none when left empty, and refuse what is no page count', () => {
    const sides = (...pages: unknown[]) =>
      productDraft.safeParse(
        draft([
          {
            name: both('Sides'),
            values: pages.map((count, i) => ({ code: `D${i}`, label: both('Side'), pages: count })),
          },
        ]),
      );
    const read = sides(1, '2', '', null, undefined);
    expect(read.data?.groups[0]?.values.map((value) => value.pages)).toEqual([1, 2, null, null, null]);
    expect(productDraft.parse(draft([group('Q1')])).groups[0]?.values[0]?.pages).toBeNull();
    for (const wrong of [0, 2.5, 'two', 2001]) {
      expect(sides(wrong).error?.issues[0]?.path.join('.'), String(wrong)).toBe('groups.0.values.0.pages');
    }
  });
});
