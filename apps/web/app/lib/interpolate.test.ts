import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills the named placeholders and keeps unknown ones', () => {
    expect(interpolate('Page {{page}} of {{pages}}', { page: 2 })).toBe('Page 2 of {{pages}}');
    expect(interpolate('“{{term}}”的搜索结果', { term: '名片' })).toBe('“名片”的搜索结果');
  });
});
