import { deflateSync } from 'node:zlib';
import { PDFContext, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { decodedBytes, newBudget } from './pdf-stream.ts';

describe('decoding a stream within a budget', () => {
  const context = PDFContext.create();
  const flate = (bytes: Buffer) => context.stream(bytes, { Filter: 'FlateDecode' });

  it('decodes a stream and spends its length', () => {
    const budget = newBudget();
    const before = budget.bytes;
    expect(Buffer.from(decodedBytes(flate(deflateSync('0 0 1 rg')), budget)!).toString()).toBe('0 0 1 rg');
    expect(budget.bytes).toBe(before - 8);
  });

  it('stops a compression bomb at the budget, then decodes nothing more', () => {
    const budget = { operations: 1, bytes: 100_000 };
    const bomb = flate(deflateSync(Buffer.alloc(50 * 1024 * 1024, 0x20)));
    expect(decodedBytes(bomb, budget)).toHaveLength(100_000);
    expect(decodedBytes(bomb, budget)).toBeNull();
  });

  it('answers null for what is not a stream or cannot be decoded', () => {
    expect(decodedBytes(PDFName.of('Im1'), newBudget())).toBeNull();
    expect(decodedBytes(flate(Buffer.from('not deflated at all')), newBudget())).toBeNull();
  });
});
