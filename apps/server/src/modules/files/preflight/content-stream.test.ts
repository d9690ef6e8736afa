import { describe, expect, it } from 'vitest';
import { operations } from './content-stream.ts';

const read = (content: string) => [...operations(Buffer.from(content, 'latin1'))];

describe('reading a content stream', () => {
  it('answers each operator with its numbers and names', () => {
    expect(read('q 2 0 0 -1.5 .5 +3 cm /Im1 Do Q')).toEqual([
      { operator: 'q', operands: [] },
      { operator: 'cm', operands: [2, 0, 0, -1.5, 0.5, 3] },
      { operator: 'Do', operands: ['Im1'] },
      { operator: 'Q', operands: [] },
    ]);
  });

  it('skips strings, arrays, dictionaries and comments, whatever they hold', () => {
    const content = [
      'BT (a \\) Do\n(nested) 1 0 0 1 0 0 cm) Tj',
      '[(x) -120 <48656c6c6f> (]) Q] TJ ET % 9 9 9 9 9 9 cm',
      '/Span <</ActualText (Q) /Nested <</Deep [1 2]>> >> BDC EMC',
      '0 0 1 rg',
    ].join('\n');
    expect(read(content).map(({ operator, operands }) => [operator, operands])).toEqual([
      ['BT', []],
      ['Tj', [undefined]],
      ['TJ', [undefined]],
      ['ET', []],
      ['BDC', ['Span', undefined]],
      ['EMC', []],
      ['rg', [0, 0, 1]],
    ]);
  });

  it('reads an inline image as one operation of its dictionary, past binary data that holds EI', () => {
    const data = 'xEIx\x00\xffEI!';
    expect(read(`BI /W 4 /H 2 /CS /RGB /BPC 8 /F [/AHx] ID ${data} EI 1 0 0 rg`)).toEqual([
      { operator: 'BI', operands: ['W', 4, 'H', 2, 'CS', 'RGB', 'BPC', 8, 'F', undefined] },
      { operator: 'rg', operands: [1, 0, 0] },
    ]);
  });

  it('keeps a bounded number of operands, and ends at a string or array cut off', () => {
    const [many] = read(`${'1 '.repeat(10_000)}cm`);
    expect(many?.operands).toHaveLength(64);
    expect(read('0 g (never closed Tj')).toEqual([{ operator: 'g', operands: [0] }]);
    expect(read('[ [ [ << (open')).toEqual([]);
  });
});
