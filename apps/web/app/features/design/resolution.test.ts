import { describe, expect, it } from 'vitest';
import { imageResolution } from './resolution';
import { textHeightMm, widenedBox } from './text-box';
import { contactOf, vCardOf } from './vcard';

describe('an image’s resolution at its printed size', () => {
  it('passes from 300 ppi, warns from 150, fails below', () => {
    // 600 pixels across 2 inches, then 4, then 5.
    expect(imageResolution(600, 50.8)).toEqual({ ppi: 300, status: 'pass' });
    expect(imageResolution(600, 101.6)).toEqual({ ppi: 150, status: 'warn' });
    expect(imageResolution(600, 127)).toEqual({ ppi: 120, status: 'fail' });
  });
});

describe('a text box', () => {
  it('is as tall as its lines, never a rounding error short', () => {
    const height = textHeightMm('Ada\nLovelace', 10);
    expect(height).toBeGreaterThanOrEqual(2 * 1.2 * 10 * (25.4 / 72));
    expect(height).toBeLessThan(2 * 1.2 * 10 * (25.4 / 72) + 0.011);
  });

  it('widens from the side its alignment leaves free', () => {
    const text = { x: 10, y: 10, width: 20, rotation: 0 };
    expect(widenedBox({ ...text, align: 'left' }, 15)).toBeNull();
    expect(widenedBox({ ...text, align: 'left' }, 29.5)).toEqual({ x: 10, y: 10, width: 30 });
    expect(widenedBox({ ...text, align: 'center' }, 29.5)).toEqual({ x: 5, y: 10, width: 30 });
    const turned = widenedBox({ ...text, align: 'right', rotation: 90 }, 29.5);
    expect(turned?.x).toBeCloseTo(10);
    expect(turned?.y).toBeCloseTo(0);
  });
});

describe('a QR code’s vCard', () => {
  it('carries the contact, escaped, and reads back', () => {
    const contact = { name: '李雷, Lei Li', phone: '+86 10 1234 5678', email: 'lei@example.com' };
    const card = vCardOf(contact);
    expect(card).toContain('FN:李雷\\, Lei Li');
    expect(card.split('\r\n')[0]).toBe('BEGIN:VCARD');
    expect(contactOf(card)).toEqual(contact);
    expect(contactOf('https://example.com')).toBeNull();
  });
});
