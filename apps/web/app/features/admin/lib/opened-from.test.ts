import { describe, expect, it } from 'vitest';
import { backToList } from './opened-from';

describe('backToList', () => {
  it('goes back to the view of the list the record was opened from', () => {
    expect(backToList({ list: '/admin/quotes?status=open&page=2' }, '/admin/quotes')).toBe(
      '/admin/quotes?status=open&page=2',
    );
    expect(backToList({ list: '/admin/quotes' }, '/admin/quotes')).toBe('/admin/quotes');
  });

  it('goes to the list itself from anywhere else, or without a state', () => {
    expect(backToList({ list: '/admin/quotesx' }, '/admin/quotes')).toBe('/admin/quotes');
    expect(backToList({ list: 'https://elsewhere.example/admin/quotes' }, '/admin/quotes')).toBe(
      '/admin/quotes',
    );
    expect(backToList({ list: 42 }, '/admin/quotes')).toBe('/admin/quotes');
    expect(backToList(null, '/admin/quotes')).toBe('/admin/quotes');
  });
});
