import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache.ts';

function setup(maxEntries = 10) {
  let now = 1000;
  const cache = new TtlCache({ ttlMs: 60_000, maxEntries, now: () => now });
  let loads = 0;
  const load = (value: string) => async () => {
    loads++;
    return value;
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('serves a value for the TTL, then loads it again', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get(['home', 'en'], load('a'))).toBe('a');
    advance(59_999);
    expect(await cache.get(['home', 'en'], load('b'))).toBe('a');
    expect(loads()).toBe(1);
    advance(1);
    expect(await cache.get(['home', 'en'], load('c'))).toBe('c');
    expect(loads()).toBe(2);
  });

  it('keys by every part: call, language and input', async () => {
    const { cache, load } = setup();
    expect(await cache.get(['home', 'en'], load('en'))).toBe('en');
    expect(await cache.get(['home', 'zh'], load('zh'))).toBe('zh');
    expect(await cache.get(['blog', 'en', { page: 1 }], load('p1'))).toBe('p1');
    expect(await cache.get(['blog', 'en', { page: 2 }], load('p2'))).toBe('p2');
    expect(await cache.get(['blog', 'en', { page: 1 }], load('x'))).toBe('p1');
  });

  it('shares one load between concurrent misses', async () => {
    const { cache, load, loads } = setup();
    const [a, b] = await Promise.all([cache.get(['k'], load('a')), cache.get(['k'], load('b'))]);
    expect([a, b]).toEqual(['a', 'a']);
    expect(loads()).toBe(1);
  });

  it('never keeps a failure', async () => {
    const { cache, load } = setup();
    await expect(cache.get(['k'], () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(cache.size).toBe(0);
    expect(await cache.get(['k'], load('ok'))).toBe('ok');
  });

  it('stays within its bound, dropping the oldest entry first', async () => {
    const { cache, load, loads } = setup(3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get([key], load(key));
    expect(cache.size).toBe(3);
    await cache.get(['d'], load('x'));
    expect(loads()).toBe(4);
    expect(await cache.get(['a'], load('a again'))).toBe('a again');
  });

  it('loads the keys it does not keep together, in one call, and keeps what has no value', async () => {
    const { cache } = setup();
    const asked: number[][] = [];
    const loadMany = async (missing: number[]) => {
      asked.push(missing);
      return new Map(missing.filter((key) => key !== 3).map((key) => [key, `v${key}`]));
    };
    expect(await cache.getMany([1, 2], loadMany)).toEqual(
      new Map([
        [1, 'v1'],
        [2, 'v2'],
      ]),
    );
    expect(await cache.getMany([2, 3, 1], loadMany)).toEqual(
      new Map([
        [2, 'v2'],
        [1, 'v1'],
      ]),
    );
    expect(await cache.getMany([3, 2], loadMany)).toEqual(new Map([[2, 'v2']]));
    expect(asked).toEqual([[1, 2], [3]]);
  });

  it('keeps none of a batch that failed', async () => {
    const { cache } = setup();
    await expect(cache.getMany([1, 2], () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(cache.size).toBe(0);
  });
});
