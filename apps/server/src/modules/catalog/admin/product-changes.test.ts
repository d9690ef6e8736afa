import { describe, expect, it } from 'vitest';
import { testDraft } from '../../../test/product-draft.ts';
import { changedFields } from './product-changes.ts';

describe('what a product edit changed', () => {
  const draft = testDraft('CH-1', 7);

  it('keeps a new product whole, as after', () => {
    expect(changedFields(null, draft)).toEqual({ before: null, after: draft });
  });

  it('keeps only the fields that differ, each side naming the product', () => {
    const after = { ...draft, active: true, name: { en: 'New', zh: '新' } };
    expect(changedFields(draft, after)).toEqual({
      before: { productNo: 'CH-1', active: false, name: draft.name },
      after: { productNo: 'CH-1', active: true, name: { en: 'New', zh: '新' } },
    });
    expect(changedFields(draft, { ...draft })).toEqual({
      before: { productNo: 'CH-1' },
      after: { productNo: 'CH-1' },
    });
  });
});
