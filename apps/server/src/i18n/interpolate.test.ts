import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';
import { t } from './messages.ts';

describe('interpolate', () => {
  it('fills every {{name}}, a missing value with nothing', () => {
    expect(interpolate('{{a}} and {{b}}, {{a}} again; {{c}}.', { a: 'one', b: 2 })).toBe(
      'one and 2, one again; .',
    );
  });

  it('leaves single braces and what the values bring in as they are', () => {
    expect(interpolate('{a} {{name}}', { name: '{{a}} $& $1' })).toBe('{a} {{a}} $& $1');
  });

  it('fills the messages of the server catalogue', () => {
    expect(t('en', 'apiNotFound', { method: 'GET', path: '/api/x' })).toBe('No such API call: GET /api/x');
    expect(t('zh', 'fieldTooLong', { field: '名字', max: 50 })).toBe('名字过长（最多 50 个字符）');
  });
});
