import type { api } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { firstChoice, withSides } from './cart-choice';
import { parsePendingDesignAdd } from './pending-design-add';

const groups: api.AttributeGroup[] = [
  {
    groupName: 'Paper',
    list: [
      { attributeKey: 'A', attributeValue: 'Matte', pages: null },
      { attributeKey: 'B', attributeValue: 'Gloss', pages: null },
    ],
  },
  {
    groupName: 'Sides',
    list: [
      { attributeKey: 'S', attributeValue: 'Front only', pages: 1 },
      { attributeKey: 'D', attributeValue: 'Front and back', pages: 2 },
    ],
  },
];
const sidesOption = {
  groupName: 'Sides',
  values: [
    { attributeKey: 'S', attributeValue: 'Front only', pages: 1 },
    { attributeKey: 'D', attributeValue: 'Front and back', pages: 2 },
  ],
};

describe('the options a design goes into the cart with', () => {
  it('starts from the first values with the sides the design has', () => {
    expect(firstChoice(groups, sidesOption, 1)).toEqual(['A', 'S']);
    expect(firstChoice(groups, sidesOption, 2)).toEqual(['A', 'D']);
  });

  it('follows the design when a back is added, keeping the other choices', () => {
    expect(withSides(['B', 'S'], groups, sidesOption, 2)).toEqual(['B', 'D']);
  });

  it('leaves the choice alone without a sides option or a value of that many sides', () => {
    expect(withSides(['B', 'S'], groups, null, 2)).toEqual(['B', 'S']);
    expect(withSides(['B', 'S'], groups, sidesOption, 3)).toEqual(['B', 'S']);
  });
});

describe('an add waiting for the log-in', () => {
  it('reads what was saved', () => {
    const saved = { designId: 7, chosen: ['A', 'D'], quantity: 2 };
    expect(parsePendingDesignAdd(JSON.stringify(saved))).toEqual(saved);
  });

  it('is nothing when storage holds anything else', () => {
    for (const raw of [null, 'not json', '{}', '{"designId":7,"chosen":[1],"quantity":1}']) {
      expect(parsePendingDesignAdd(raw)).toBeNull();
    }
    expect(parsePendingDesignAdd('{"designId":7,"chosen":[],"quantity":0}')).toBeNull();
  });
});
