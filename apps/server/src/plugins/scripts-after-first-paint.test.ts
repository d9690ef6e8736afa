import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.ts';

const MODULE = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';

const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('a page’s scripts', () => {
  const rendered = page(
    '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>',
    `<main>Cards</main><script>window.__context = {}</script><script type="module" async="">${MODULE}</script>`,
  );
  const { html, scriptHashes } = scriptsAfterFirstPaint({ html: rendered, scriptHashes: ['context'] });
  const loader = /<script>(\(\(\) => \{[\s\S]*?)<\/script>/.exec(html)?.[1];

  it('are not asked for by the document itself', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Cards</main><script>window.__context = {}</script>');
  });

  it('keep React Router’s module text, whose hash the policy already allows, and its preloads in order', () => {
    expect(html).toContain(
      `<script type="text/plain" id="page-module" data-preloads="/assets/a.js /assets/b.js">${MODULE}</script>`,
    );
  });

  it('are started by a loader the page’s policy allows by its hash', () => {
    expect(loader).toBeDefined();
    expect(scriptHashes).toEqual(['context', sha256(loader!)]);
  });

  it('leave a page without React Router’s module as it is', () => {
    const plain = { html: page('', '<p>Offline</p>'), scriptHashes: [] };
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
