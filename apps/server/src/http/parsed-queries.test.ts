import { describe, expect, it } from 'vitest';
import { ParsedQueries } from './parsed-queries.ts';

describe('ParsedQueries', () => {
  it('parses a URL once, shares its frozen input, and parses a refused one every time', () => {
    let parses = 0;
    const queries = new ParsedQueries((request: { url: string }) => {
      parses++;
      if (request.url.includes('bad')) throw new Error('refused');
      return { url: request.url, tags: ['a'] };
    });
    const first = queries.read({ url: '/api/x?a=1' });
    expect(queries.read({ url: '/api/x?a=1' })).toBe(first);
    expect(parses).toBe(1);
    expect(Object.isFrozen(first.tags)).toBe(true);
    expect(() => queries.read({ url: '/api/x?bad' })).toThrow('refused');
    expect(() => queries.read({ url: '/api/x?bad' })).toThrow('refused');
    expect(parses).toBe(3);
  });

  it('keeps the newest URLs only, however many a client makes up', () => {
    let parses = 0;
    const queries = new ParsedQueries((request: { url: string }) => ({ n: ++parses, url: request.url }));
    for (let n = 0; n < 1000; n++) queries.read({ url: `/api/x?n=${n}` });
    expect(queries.read({ url: '/api/x?n=999' }).n).toBe(1000);
    expect(queries.read({ url: '/api/x?n=0' }).n).toBe(1001);
  });

  it('parses a long URL every time without keeping it', () => {
    let parses = 0;
    const queries = new ParsedQueries((request: { url: string }) => ({ n: ++parses, url: request.url }));
    const url = `/api/x?q=${'a'.repeat(600)}`;
    expect(queries.read({ url }).n).toBe(1);
    expect(queries.read({ url }).n).toBe(2);
  });
});
