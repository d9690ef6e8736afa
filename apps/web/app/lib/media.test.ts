import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaUrl } from './media';

describe('media URLs', () => {
  it('pick the smallest rendition at least as wide as asked', () => {
    expect(mediaUrl('/media/product/a.webp', 300)).toBe('/media/product/a.webp?w=320');
    expect(mediaUrl('/media/product/a.webp', 800)).toBe('/media/product/a.webp?w=800');
    expect(mediaUrl('/media/product/a.webp', 5000)).toBe('/media/product/a.webp?w=1920');
  });

  it('list every rendition in the srcset', () => {
    expect(mediaSrcSet('/media/a.webp')).toBe(
      '/media/a.webp?w=160 160w, /media/a.webp?w=320 320w, /media/a.webp?w=480 480w, /media/a.webp?w=800 800w, /media/a.webp?w=1200 1200w, /media/a.webp?w=1920 1920w',
    );
  });

  it('leave other URLs alone', () => {
    expect(mediaUrl('/uploads/x.png', 320)).toBe('/uploads/x.png');
    expect(mediaSrcSet('/uploads/x.png')).toBeUndefined();
  });
});
