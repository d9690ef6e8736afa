import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preloads.ts';

describe('a page’s module preloads', () => {
  it('are asked for at low priority, and nothing else in the page changes', () => {
    const head =
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(lowPriorityModulePreloads(head)).toBe(
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>',
    );
  });
});
