import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from './hostile-paths';
import { shopPath } from './shop-path';

describe('shopPath', () => {
  it('keeps paths of the shop with their query and fragment', () => {
    expect(shopPath('/')).toBe('/');
    expect(shopPath('/address')).toBe('/address');
    expect(shopPath('/order?sta=1')).toBe('/order?sta=1');
    expect(shopPath('/product?no=A1#reviews')).toBe('/product?no=A1#reviews');
    expect(shopPath('/search?search=a%20b')).toBe('/search?search=a%20b');
  });

  it('normalises a path as a browser would, staying on the shop', () => {
    expect(shopPath('/a/../user')).toBe('/user');
    expect(shopPath('/./order')).toBe('/order');
    // Encoded slashes are plain characters of one path segment, not a host.
    expect(shopPath('/%2F/evil.example')).toBe('/%2F/evil.example');
    expect(shopPath('/%5Cevil.example')).toBe('/%5Cevil.example');
  });

  it.each(HOSTILE_PATHS.map((value) => [JSON.stringify(value)?.slice(0, 40), value]))(
    'sends %s home',
    (_, value) => {
      expect(shopPath(value)).toBe('/');
    },
  );

  it('never returns what a browser would read as another host', () => {
    for (const value of HOSTILE_PATHS) {
      const target = new URL(shopPath(value), 'https://shop.example');
      expect(target.origin, String(value)).toBe('https://shop.example');
    }
  });
});
