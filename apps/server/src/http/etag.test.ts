import { describe, expect, it } from 'vitest';
import { ifNoneMatch, strongEtag } from './etag.ts';

describe('strongEtag', () => {
  it('is a quoted hash that changes with any byte', () => {
    const tag = strongEtag(Buffer.from('<p>a</p>'));
    expect(tag).toMatch(/^"[\w-]{43}"$/);
    expect(strongEtag(Buffer.from('<p>a</p>'))).toBe(tag);
    expect(strongEtag(Buffer.from('<p>b</p>'))).not.toBe(tag);
  });
});

describe('ifNoneMatch', () => {
  const tag = '"abc"';

  it('matches the tag, alone, in a list, weak, or as *', () => {
    for (const header of ['"abc"', '"x", "abc"', 'W/"abc"', ' "x" ,W/"abc" ', '*']) {
      expect(ifNoneMatch(header, tag), header).toBe(true);
    }
  });

  it('does not match another tag, an unquoted one, or no header', () => {
    for (const header of ['"abcd"', 'abc', '"x", "y"', '']) {
      expect(ifNoneMatch(header, tag), header).toBe(false);
    }
    expect(ifNoneMatch(undefined, tag)).toBe(false);
  });
});
