import type { api } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { chosenAttributes, chosenPages, defaultChoice, findSku } from './options';

const groups: api.AttributeGroup[] = [
  {
    groupName: 'Paper',
    list: [
      { attributeKey: 'P1', attributeValue: '14 pt matte', pages: null },
      { attributeKey: 'P2', attributeValue: '16 pt silk', pages: null },
    ],
  },
  {
    groupName: 'Quantity',
    list: [
      { attributeKey: 'Q1', attributeValue: '100', pages: null },
      { attributeKey: 'Q2', attributeValue: '250', pages: null },
    ],
  },
];

const skus: api.Sku[] = [
  { codes: 'P1Q1', price: 15, skuCode: 'BC-P1Q1' },
  { codes: 'P2Q2', price: 31.5, skuCode: 'BC-P2Q2' },
];

describe('product options', () => {
  it('start with the first value of every group', () => {
    expect(defaultChoice(groups)).toEqual(['P1', 'Q1']);
  });

  it('find the SKU whose code is the chosen keys in group order', () => {
    expect(findSku(['P2', 'Q2'], skus)?.price).toBe(31.5);
    expect(findSku(['Q2', 'P2'], skus)).toBeUndefined();
    expect(findSku(['P1', 'Q2'], skus)).toBeUndefined();
  });

  it('name the chosen values by group', () => {
    expect(chosenAttributes(groups, ['P2', 'Q1'])).toEqual([
      { groupName: 'Paper', attributeKey: 'P2', attributeValue: '16 pt silk' },
      { groupName: 'Quantity', attributeKey: 'Q1', attributeValue: '100' },
    ]);
  });

  it('print the most pages any chosen value says, or say nothing when none does', () => {
    const sided: api.AttributeGroup[] = [
      ...groups,
      {
        groupName: 'Sides',
        list: [
          { attributeKey: 'S1', attributeValue: 'Front only', pages: 1 },
          { attributeKey: 'S2', attributeValue: 'Front and back', pages: 2 },
        ],
      },
    ];
    expect(chosenPages(sided, ['P1', 'Q1', 'S2'])).toBe(2);
    expect(chosenPages(sided, ['P1', 'Q1', 'S1'])).toBe(1);
    expect(chosenPages(groups, ['P1', 'Q1'])).toBeUndefined();
  });
});
