import { describe, expect, it } from 'vitest';
import { langFromCookieHeader, langInAddress } from './lang-storage';

describe('langFromCookieHeader', () => {
  it('reads the lang cookie among others', () => {
    expect(langFromCookieHeader('a=1; lang=zh; b=2')).toBe('zh');
    expect(langFromCookieHeader('lang=en')).toBe('en');
  });

  it('falls back to English for a missing or unsupported value', () => {
    expect(langFromCookieHeader(null)).toBe('en');
    expect(langFromCookieHeader('')).toBe('en');
    expect(langFromCookieHeader('lang=fr')).toBe('en');
    expect(langFromCookieHeader('xlang=zh')).toBe('en');
  });
});

describe('langInAddress', () => {
  it('reads a supported ?lang= among other parameters', () => {
    expect(langInAddress('?no=BC-1001&lang=zh')).toBe('zh');
    expect(langInAddress('?lang=en')).toBe('en');
  });

  it('names no language for a missing or unsupported value', () => {
    expect(langInAddress('')).toBeUndefined();
    expect(langInAddress('?no=3')).toBeUndefined();
    expect(langInAddress('?lang=fr')).toBeUndefined();
    expect(langInAddress('?lang=')).toBeUndefined();
  });
});
