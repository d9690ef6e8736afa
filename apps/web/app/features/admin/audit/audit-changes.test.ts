import { describe, expect, it } from 'vitest';
import { changesOf } from './audit-changes';

describe('changesOf', () => {
  it('lists the fields whose values differ, as text, in the order they first appear', () => {
    expect(
      changesOf(
        { state: 'printing' },
        { state: 'shipped', carrier: 'UPS', trackingNo: '1Z999', result: { ok: true } },
      ),
    ).toEqual([
      { field: 'state', before: 'printing', after: 'shipped' },
      { field: 'carrier', before: undefined, after: 'UPS' },
      { field: 'trackingNo', before: undefined, after: '1Z999' },
      { field: 'result', before: undefined, after: '{"ok":true}' },
    ]);
  });

  it('leaves out what stayed the same, and shows what was removed', () => {
    expect(changesOf({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toEqual([]);
    expect(changesOf({ note: 'x' }, null)).toEqual([{ field: 'note', before: 'x', after: undefined }]);
    expect(changesOf(null, null)).toEqual([]);
  });

  it('compares values that are not records of fields as a whole', () => {
    expect(changesOf('draft', 'sent')).toEqual([{ field: '', before: 'draft', after: 'sent' }]);
    expect(changesOf([1], [1, 2])).toEqual([{ field: '', before: '[1]', after: '[1,2]' }]);
  });
});
