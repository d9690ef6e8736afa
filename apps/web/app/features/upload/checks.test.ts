import { MAX_UPLOAD_BYTES } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './checks';

describe('refusalOf', () => {
  it('lets JPEG, PNG, WebP and GIF images and PDFs up to 50 MB through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']) {
      expect(refusalOf({ type, size: 1 })).toBeNull();
    }
    expect(refusalOf({ type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses other types, including images browsers cannot show, and larger files', () => {
    for (const type of [
      'text/plain',
      'application/postscript',
      'image/svg+xml',
      'image/tiff',
      'image/heic',
      '',
    ]) {
      expect(refusalOf({ type, size: 1 })).toBe('notDesign');
    }
    expect(refusalOf({ type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
  });
});
