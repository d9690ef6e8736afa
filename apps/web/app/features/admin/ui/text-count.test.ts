import { describe, expect, it } from 'vitest';
import { textCount } from './text-count';

describe('textCount', () => {
  it('shows what is used of the limit, with thousands separators, in both languages', () => {
    expect(textCount('x'.repeat(1234), 2000, 'en')).toEqual({ label: '1,234 / 2,000', over: false });
    expect(textCount('x'.repeat(1234), 2000, 'zh')).toEqual({ label: '1,234 / 2,000', over: false });
    expect(textCount('', 500, 'en')).toEqual({ label: '0 / 500', over: false });
  });

  it('is not over at the limit itself', () => {
    expect(textCount('x'.repeat(2000), 2000, 'en')).toEqual({ label: '2,000 / 2,000', over: false });
  });

  it('says by how much a text is over, in the reader’s language', () => {
    expect(textCount('x'.repeat(2345), 2000, 'en')).toEqual({
      label: '2,345 / 2,000: over the limit by 345',
      over: true,
    });
    expect(textCount('x'.repeat(501), 500, 'zh')).toEqual({ label: '501 / 500，超出 1 个字符', over: true });
  });

  it('counts as the server does: a character outside the basic plane is two', () => {
    expect(textCount('😀', 1, 'en').over).toBe(true);
  });
});
