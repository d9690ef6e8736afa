import { describe, expect, it } from 'vitest';
import { parsePendingAdd } from './pending-add';

describe('parsePendingAdd', () => {
  it('reads a waiting add', () => {
    const pending = { productId: 7, chosen: ['a1', 'b2'], files: ['/uploads/x.png'] };
    expect(parsePendingAdd(JSON.stringify(pending))).toEqual(pending);
  });

  it('takes anything malformed as nothing', () => {
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      '{"productId":"7","chosen":[],"files":[]}',
      '{"productId":7,"chosen":"a1","files":[]}',
      '{"productId":7,"chosen":[],"files":[1]}',
      JSON.stringify({ productId: 7, chosen: [], files: Array(11).fill('/uploads/x.png') }),
    ]) {
      expect(parsePendingAdd(raw)).toBeNull();
    }
  });
});
