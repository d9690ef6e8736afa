import { describe, expect, it } from 'vitest';
import { splitLinks } from './text-links';

const link = (text: string, href = text) => ({ kind: 'link', text, href });
const plain = (text: string) => ({ kind: 'text', text });

describe('splitLinks', () => {
  it('keeps text without links as one run, and empty text as none', () => {
    expect(splitLinks('Customer called about the colours')).toEqual([
      plain('Customer called about the colours'),
    ]);
    expect(splitLinks('')).toEqual([]);
  });

  it('finds http and https links between text, in order', () => {
    expect(splitLinks('See https://example.com/a?b=1#c and http://x.example/y now')).toEqual([
      plain('See '),
      link('https://example.com/a?b=1#c'),
      plain(' and '),
      link('http://x.example/y'),
      plain(' now'),
    ]);
    expect(splitLinks('https://example.com/')).toEqual([link('https://example.com/')]);
  });

  it('leaves the punctuation after a link out of it, but a bracket the link opened in it', () => {
    expect(splitLinks('Read https://example.com/x.')).toEqual([
      plain('Read '),
      link('https://example.com/x'),
      plain('.'),
    ]);
    expect(splitLinks('(see https://example.com/x), then')).toEqual([
      plain('(see '),
      link('https://example.com/x'),
      plain('), then'),
    ]);
    expect(splitLinks('https://en.wikipedia.org/wiki/Ink_(disambiguation)')).toEqual([
      link('https://en.wikipedia.org/wiki/Ink_(disambiguation)'),
    ]);
    expect(splitLinks('见 https://example.com/x。谢谢')).toEqual([
      plain('见 '),
      link('https://example.com/x'),
      plain('。谢谢'),
    ]);
  });

  it('keeps every other scheme, and what is no address, as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com/file',
      'mailto:someone@example.com',
      'https://',
      'http://[::1',
    ]) {
      expect(splitLinks(text)).toEqual([plain(text)]);
    }
    expect(splitLinks('<a href="javascript:alert(1)">https://evil.example</a>')).toEqual([
      plain('<a href="javascript:alert(1)">'),
      link('https://evil.example', 'https://evil.example/'),
      plain('</a>'),
    ]);
  });

  it('gives the link its address in normal form, scheme in lower case', () => {
    expect(splitLinks('HTTPS://Example.COM/Path')).toEqual([
      link('HTTPS://Example.COM/Path', 'https://example.com/Path'),
    ]);
  });

  it('splits a 2,000-character link as one link', () => {
    const long = `https://example.com/${'a'.repeat(1980)}`;
    expect(splitLinks(`before ${long}`)).toEqual([plain('before '), link(long)]);
  });
});
