import { describe, expect, it } from 'vitest';
import { sanitize } from './sanitize.ts';

describe('sanitize', () => {
  it('keeps formatting, lists, tables and relative links', () => {
    const html =
      '<h2>Title</h2><p><strong>a</strong> <a href="/quotes">quote</a></p><ul><li>x</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const out = sanitize(
      '<p onclick="steal()" style="color:red">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="/evil"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|style=|iframe/i);
    expect(out).toContain('<p>hi</p>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitize('<a href="https://a.example" target="_blank">a</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
