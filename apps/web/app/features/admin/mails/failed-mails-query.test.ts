import { describe, expect, it } from 'vitest';
import { failedMailsPath, failedMailsQueryOf } from './failed-mails-query';

describe('the failed mails’ address', () => {
  it('reads its page, and the first page for anything else', () => {
    expect(failedMailsQueryOf(new URLSearchParams('page=3'))).toEqual({ page: 3 });
    for (const search of ['', 'page=0', 'page=-2', 'page=two', 'page=1.5']) {
      expect(failedMailsQueryOf(new URLSearchParams(search))).toEqual({ page: 1 });
    }
  });

  it('writes a page into the address, the first without a query', () => {
    expect(failedMailsPath({ page: 1 })).toBe('/admin/mails');
    expect(failedMailsPath({ page: 2 })).toBe('/admin/mails?page=2');
  });
});
