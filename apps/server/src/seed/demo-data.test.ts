import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productData } from './catalog/index.ts';
import { reviewPool } from './catalog/reviews.ts';
import { articles } from './content/articles.ts';
import { blogCategories, blogPosts } from './content/blog.ts';
import * as home from './content/home.ts';
import { DATA_DIR, readHtml, readJson } from './data-files.ts';
import { reviewText, seedArticle, seedBlogPost, seedHtml } from './types.ts';

/** Importing the loaders above reads and checks every file they name; a bad file fails here. */
describe('demo data files', () => {
  it('load through their loaders: articles, blog, home, product page, design service', () => {
    expect(articles.length).toBeGreaterThan(0);
    expect(blogCategories.length).toBeGreaterThan(0);
    expect(blogPosts.length).toBeGreaterThan(0);
    expect(home.designArticles.length).toBeGreaterThan(0);
    expect(home.partners.length).toBeGreaterThan(0);
    expect(home.testimonials.length).toBeGreaterThan(0);
    expect(home.trustBlocks).toHaveLength(3);
    expect(home.noticeTiles.length).toBeGreaterThan(0);
    expect(home.processSteps.length).toBeGreaterThan(0);
    expect(home.precautionsHtml.zh).toContain('<');
    expect(home.afterSalesHtml.zh).toContain('<');
    expect(home.siteSettings.bannerImg).toMatch(/^\/media\//);
  });

  it('has every review pool valid, the ones no product uses too', () => {
    const families = fs.readdirSync(path.join(DATA_DIR, 'reviews'));
    for (const file of families) expect(reviewPool(path.basename(file, '.json')).length).toBeGreaterThan(0);
    expect(productData.every((p) => p.reviews.length >= 2)).toBe(true);
  });

  it('numbers each article once and lists the posts oldest first, as their ids assume', () => {
    const numbers = articles.map((a) => a.no);
    expect(new Set(numbers).size).toBe(numbers.length);
    const dates = blogPosts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('reading a data file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-data-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const front = 'no: 8\ntitle:\n  en: Terms\n  zh: 条款\nsubheading:\n  en: Rules\n  zh: 规则\n';

  it('reads front matter and both language sections, whatever the line ends', () => {
    const file = write('ok.html', `---\n${front}---\n<!-- en -->\n<p>A</p>\n\n<!-- zh -->\n<p>甲</p>\n`);
    const item = readHtml(file, seedArticle);
    expect(item).toEqual({
      no: 8,
      title: { en: 'Terms', zh: '条款' },
      subheading: { en: 'Rules', zh: '规则' },
      content: { en: '<p>A</p>', zh: '<p>甲</p>' },
    });
    const crlf = write('crlf.html', fs.readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
    expect(readHtml(crlf, seedArticle)).toEqual(item);
  });

  const sections = '<!-- en -->\nA\n<!-- zh -->\nB';
  const post = (categories: string) =>
    `---\n${front.replace('no: 8', `img: /media/a.webp\npublishedAt: 2026-03-14\ncategories: [${categories}]`)}---\n${sections}`;

  it.each([
    [
      'a missing language section',
      `---\n${front}---\n<!-- en -->\nA\n`,
      seedArticle,
      /bad\.html: content\.zh: /,
    ],
    ['a language section twice', `${sections}\n<!-- en -->\nC`, seedHtml, /bad\.html: content: .*twice/],
    ['text before the first section', `Hello\n${sections}`, seedHtml, /bad\.html: content: .*start/],
    ['a misspelt field', `---\n${front}imag: /media/a.webp\n---\n${sections}`, seedArticle, /imag/],
    [
      'an empty title',
      `---\n${front.replace('条款', '""')}---\n${sections}`,
      seedArticle,
      /title\.zh: must not be empty/,
    ],
    ['broken YAML', `---\ntitle: [\n---\n${sections}`, seedArticle, /bad\.html: front matter: /],
    [
      'an unknown blog category',
      post('paper, colour'),
      seedBlogPost(['paper']),
      /bad\.html: categories\.1: /,
    ],
  ])('names the file and the field: %s', (_, text, schema, message) => {
    const file = write('bad.html', text);
    expect(() => readHtml(file, schema)).toThrow(message);
  });

  it('reads a blog post whose categories are known', () => {
    const file = write('post.html', post('paper'));
    expect(readHtml(file, seedBlogPost(['paper'])).categories).toEqual(['paper']);
  });

  it('names the file and the entry of a JSON list', () => {
    const wrongStars = write(
      'stars.json',
      JSON.stringify([
        { fraction: 5, title: 'A', content: 'B' },
        { fraction: 6, title: 'C', content: 'D' },
      ]),
    );
    expect(() => readJson(wrongStars, z.array(reviewText))).toThrow(/stars\.json: 1\.fraction: /);
    const notJson = write('broken.json', '[{ "fraction": 5, }]');
    expect(() => readJson(notJson, z.array(reviewText))).toThrow(/broken\.json: /);
  });
});
