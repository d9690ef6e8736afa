import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashMarkedScripts } from './page-scripts.ts';

const MARKER = 'm4rk3r';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('hashMarkedScripts', () => {
  it('hashes the text of each marked inline script and removes the marker everywhere', () => {
    const html = [
      `<link nonce="${MARKER}" rel="modulepreload" href="/assets/a.js"/>`,
      `<script nonce="${MARKER}">window.a = "名片";</script>`,
      `<script nonce="${MARKER}" type="module" async="">import "/assets/a.js";</script>`,
      `<script nonce="${MARKER}">window.a = "名片";</script>`,
    ].join('');
    const page = hashMarkedScripts(html, MARKER);
    expect(page.scriptHashes).toEqual([sha256('window.a = "名片";'), sha256('import "/assets/a.js";')]);
    expect(page.html).not.toContain('nonce');
    expect(page.html).toContain('<script type="module" async="">import "/assets/a.js";</script>');
  });

  it('allows no script that lacks the marker, or carries another nonce', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script nonce="guess">alert(2)</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      `<p>nonce="${MARKER}"</p>`,
    ].join('');
    expect(hashMarkedScripts(html, MARKER).scriptHashes).toEqual([]);
  });

  it('ends a script at its first closing tag, so text after it is never allowed', () => {
    const html = `<script nonce="${MARKER}">a()</script><script>evil()</script>`;
    expect(hashMarkedScripts(html, MARKER).scriptHashes).toEqual([sha256('a()')]);
  });

  it('leaves a page without scripts as it is', () => {
    expect(hashMarkedScripts('<p>x</p>', MARKER)).toEqual({ html: '<p>x</p>', scriptHashes: [] });
  });
});
