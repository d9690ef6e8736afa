import { describe, expect, it } from 'vitest';
import { messagePath, messagesPath, messagesQueryOf } from './message-query';

const query = (search: string) => messagesQueryOf(new URLSearchParams(search));

describe('the messages inbox’s address', () => {
  it('reads the status, whose messages, the search and the page', () => {
    expect(query('status=closed&assigned=me&q=%20Grace%20&page=2')).toEqual({
      status: 'closed',
      assigned: 'me',
      q: 'Grace',
      page: 2,
    });
  });

  it('shows everyone’s open messages, first page, when it says nothing or what it cannot hold', () => {
    const inbox = { status: 'open', assigned: undefined, q: '', page: 1 };
    expect(query('')).toEqual(inbox);
    expect(query('status=spam&assigned=them&page=-1')).toEqual(inbox);
    expect(query(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes a view back with its defaults left out', () => {
    expect(messagesPath(query(''))).toBe('/admin/messages');
    expect(messagesPath({ status: 'closed', assigned: 'nobody', q: 'a b', page: 3 })).toBe(
      '/admin/messages?status=closed&assigned=nobody&q=a+b&page=3',
    );
    expect(messagePath(12)).toBe('/admin/messages/12');
  });
});
