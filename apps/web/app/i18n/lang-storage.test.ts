import { describe, expect, it } from 'vitest';
import { langFromCookieHeader } from './lang-storage';

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
