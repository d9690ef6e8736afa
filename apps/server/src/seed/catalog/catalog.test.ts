import { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { matrixSize, PRODUCT_KINDS } from '../../modules/catalog/pricing.ts';
import {
  attributeGroups,
  attributeValues,
  categories,
  products,
  reviews,
  skus,
} from '../../modules/catalog/tables.ts';
import type { Text } from '../types.ts';
import { categoryData, productData, productSkus, seedCatalog } from './index.ts';
import { productionDays, type SeedProduct } from './products.ts';

const LEVEL_1_SLUGS = [
  'business-cards',
  'labels',
  'stickers',
  'boxes',
  'direct-mail',
  'menus',
  'flyers-postcards',
  'brochures-booklets',
  'stationery',
  'signs-posters',
];

const filled = (text: Text) => text.en.trim() !== '' && text.zh.trim() !== '';
const filledList = (list: SeedProduct['featureTags'], min: number, max: number) =>
  (['en', 'zh'] as const).every(
    (lang) =>
      list[lang].length >= min && list[lang].length <= max && list[lang].every((item) => item.trim() !== ''),
  );
const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ');
const wordCount = (html: string) => stripTags(html).split(/\s+/).filter(Boolean).length;
const tagNames = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
const subSlugs = new Set(categoryData.flatMap((c) => c.children.map((s) => s.slug)));

/** A fresh database migrated and seeded with the whole catalogue: a minute on a loaded two-core machine. */
const FRESH_DATABASE_MS = 120_000;

describe('demo categories', () => {
  it('has exactly the ten level-1 categories, each with 2 to 4 children', () => {
    expect(categoryData.map((c) => c.slug)).toEqual(LEVEL_1_SLUGS);
    for (const c of categoryData) {
      expect(c.children.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(c.children.length, c.slug).toBeLessThanOrEqual(4);
    }
  });

  it('uses unique slugs and marks six level-1 categories popular', () => {
    const slugs = [...LEVEL_1_SLUGS, ...subSlugs];
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(categoryData.filter((c) => c.popular)).toHaveLength(6);
  });

  it('writes every text in both languages, with a 150-300 word buying guide in allowed tags', () => {
    for (const c of categoryData) {
      expect(filled(c.name) && filled(c.remark) && filled(c.content), c.slug).toBe(true);
      const words = wordCount(c.content.en);
      expect(words, c.slug).toBeGreaterThanOrEqual(150);
      expect(words, c.slug).toBeLessThanOrEqual(300);
      expect(stripTags(c.content.zh).replace(/\s/g, '').length, c.slug).toBeGreaterThan(200);
      for (const html of [c.content.en, c.content.zh]) {
        for (const tag of tagNames(html)) expect(['h2', 'h3', 'p', 'ul', 'li'], c.slug).toContain(tag);
      }
      for (const sub of c.children) {
        expect(filled(sub.name) && filled(sub.remark) && filled(sub.tip), sub.slug).toBe(true);
        expect(PRODUCT_KINDS).toContain(sub.kind);
      }
    }
  });
});

describe('demo products', () => {
  it('has at least 160 products with unique numbers', () => {
    expect(productData.length).toBeGreaterThanOrEqual(160);
    const numbers = productData.map((p) => p.productNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const no of numbers) expect(no).toMatch(/^[A-Z]{2}-\d{4}$/);
  });

  it('puts at least 3 products in every level-2 category and only there', () => {
    for (const p of productData) expect(subSlugs, p.productNo).toContain(p.category);
    for (const slug of subSlugs) {
      expect(productData.filter((p) => p.category === slug).length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('fills every shopper-facing text in both languages', () => {
    for (const p of productData) {
      const where = p.productNo;
      expect(filled(p.name) && filled(p.remark) && filled(p.serverContent), where).toBe(true);
      expect(filledList(p.featureTags, 2, 3), where).toBe(true);
      expect(p.overview.length, where).toBeGreaterThanOrEqual(4);
      expect(p.overview.length, where).toBeLessThanOrEqual(6);
      for (const row of p.overview) expect(filled(row.key) && filled(row.value), where).toBe(true);
      for (const g of p.groups) {
        expect(filled(g.name), where).toBe(true);
        for (const v of g.values) expect(filled(v.label), `${where} ${v.code}`).toBe(true);
      }
    }
  });

  it('uses a known kind and 3 or 4 mock-up images of that kind', () => {
    for (const p of productData) {
      expect(PRODUCT_KINDS).toContain(p.kind);
      expect(p.images.length, p.productNo).toBeGreaterThanOrEqual(3);
      expect(p.images.length, p.productNo).toBeLessThanOrEqual(4);
      expect(new Set(p.images).size).toBe(p.images.length);
      for (const img of p.images) expect(img).toMatch(new RegExp(`^/media/product/${p.kind}/[1-4]\\.webp$`));
    }
  });

  it('has 2 to 5 attribute groups of 2 to 6 values, with short codes unique in the product', () => {
    for (const p of productData) {
      expect(p.groups.length, p.productNo).toBeGreaterThanOrEqual(2);
      expect(p.groups.length, p.productNo).toBeLessThanOrEqual(5);
      const codes = p.groups.flatMap((g) => g.values.map((v) => v.code));
      expect(new Set(codes).size, p.productNo).toBe(codes.length);
      for (const g of p.groups) {
        expect(g.values.length, p.productNo).toBeGreaterThanOrEqual(2);
        expect(g.values.length, p.productNo).toBeLessThanOrEqual(6);
        for (const v of g.values) expect(v.code).toMatch(/^[A-Z]\d$/);
      }
    }
  });

  it('keeps every SKU matrix within 240 combinations, with unique codes and nice prices', () => {
    for (const p of productData) {
      const matrix = productSkus(p);
      expect(matrix.length, p.productNo).toBe(matrixSize(p.groups));
      expect(matrix.length, p.productNo).toBeLessThanOrEqual(240);
      expect(new Set(matrix.map((s) => s.codes)).size).toBe(matrix.length);
      for (const sku of matrix) {
        expect(sku.skuCode).toBe(`${p.productNo}-${sku.codes}`);
        expect(sku.priceCents % 50, sku.skuCode).toBe(0);
        expect(sku.priceCents, sku.skuCode).toBeGreaterThan(0);
      }
    }
  });

  it('gives each flag to 8-16 products across several categories', () => {
    for (const flag of ['topSeller', 'featured', 'isNew', 'bestDeal'] as const) {
      const flagged = productData.filter((p) => p[flag]);
      expect(flagged.length, flag).toBeGreaterThanOrEqual(8);
      expect(flagged.length, flag).toBeLessThanOrEqual(16);
      const tops = new Set(
        flagged.map((p) => categoryData.find((c) => c.children.some((s) => s.slug === p.category))?.slug),
      );
      expect(tops.size, flag).toBeGreaterThanOrEqual(6);
    }
  });

  it('takes the business days of the production time its page promises', () => {
    expect(productionDays({ en: '8 business days', zh: '8个工作日' })).toBe(8);
    expect(productionDays({ en: '2 business days', zh: '2个工作日' })).toBe(2);
    expect(productionDays({ en: '4 business days plus mailing', zh: '4个工作日加邮寄时间' })).toBe(4);
    expect(productionDays(undefined)).toBeNull();
    expect(productionDays({ en: 'A week', zh: '一周' })).toBeNull();
    for (const p of productData) {
      expect(p.productionDays, p.productNo).toBeGreaterThanOrEqual(1);
      expect(p.productionDays, p.productNo).toBeLessThanOrEqual(15);
    }
  });

  it('gives every product a print size within the editor’s limits, and the pages of every sides or page-count value', () => {
    const { sizeMm, bleedMm } = admin.PRODUCT_DRAFT_LIMITS;
    for (const p of productData) {
      const size = p.printSize;
      expect(size, p.productNo).not.toBeNull();
      expect(Math.max(size!.trimWidthMm, size!.trimHeightMm), p.productNo).toBeLessThanOrEqual(sizeMm);
      expect(size!.bleedMm, p.productNo).toBeLessThanOrEqual(bleedMm);
      for (const g of p.groups.filter((group) => ['Sides', 'Pages'].includes(group.name.en))) {
        for (const v of g.values) expect(v.pages, `${p.productNo} ${v.code}`).toBeGreaterThan(0);
      }
    }
    const card = productData.find((p) => p.productNo === 'BC-1001')!;
    expect(card.printSize).toEqual({ trimWidthMm: 88.9, trimHeightMm: 50.8, bleedMm: 3.175 });
    const square = productData.find((p) => p.productNo === 'BC-1005')!;
    expect(square.printSize).toEqual({ trimWidthMm: 63.5, trimHeightMm: 63.5, bleedMm: 3.175 });
    const booklet = productData.find((p) => p.productNo === 'BK-1001')!;
    expect(booklet.groups.find((g) => g.name.en === 'Pages')!.values.map((v) => v.pages)).toEqual([
      8, 12, 16, 24, 32,
    ]);
  });

  it('has 2 to 6 plausible reviews per product, mostly in English', () => {
    let zh = 0;
    let total = 0;
    for (const p of productData) {
      expect(p.reviews.length, p.productNo).toBeGreaterThanOrEqual(2);
      expect(p.reviews.length, p.productNo).toBeLessThanOrEqual(6);
      for (const r of p.reviews) {
        total++;
        if (r.lang === 'zh') zh++;
        expect(r.fraction).toBeGreaterThanOrEqual(3);
        expect(r.fraction).toBeLessThanOrEqual(5);
        expect(r.title && r.content && r.author).toBeTruthy();
        expect(r.createdAt).toMatch(/^202[56]-\d{2}-\d{2}$/);
      }
    }
    expect(zh).toBeGreaterThan(0);
    expect(zh).toBeLessThan(total / 2);
  });
});

describe('seedCatalog', () => {
  it('inserts the whole catalog into an empty database', { timeout: FRESH_DATABASE_MS }, async () => {
    const h = openDatabase({});
    try {
      await h.migrate();
      await seedCatalog(h.db);
      const subCount = categoryData.reduce((n, c) => n + c.children.length, 0);
      const expectedSkus = productData.reduce((n, p) => n + matrixSize(p.groups), 0);
      expect(await h.db.$count(categories)).toBe(categoryData.length + subCount);
      expect(await h.db.$count(products)).toBe(productData.length);
      expect(await h.db.$count(products)).toBeGreaterThanOrEqual(160);
      expect(await h.db.$count(attributeGroups)).toBe(productData.reduce((n, p) => n + p.groups.length, 0));
      expect(await h.db.$count(attributeValues)).toBe(
        productData.reduce((n, p) => n + p.groups.reduce((m, g) => m + g.values.length, 0), 0),
      );
      expect(await h.db.$count(skus)).toBe(expectedSkus);
      expect(await h.db.$count(reviews)).toBe(productData.reduce((n, p) => n + p.reviews.length, 0));

      const rows = await h.db.select().from(categories);
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const row of rows.filter((r) => r.level === 2)) {
        expect(byId.get(row.parentId!)?.level).toBe(1);
      }
      const productRows = await h.db
        .select({
          id: products.id,
          productNo: products.productNo,
          categoryId: products.categoryId,
          sort: products.sort,
          days: products.productionDays,
        })
        .from(products)
        .orderBy(products.id);
      expect(productRows.map((p) => p.productNo)).toEqual(productData.map((p) => p.productNo));
      for (const p of productRows) expect(byId.get(p.categoryId)?.level).toBe(2);
      const days = new Map(productData.map((p) => [p.productNo, p.productionDays]));
      for (const p of productRows) expect(p.days, p.productNo).toBe(days.get(p.productNo));
      const inCategory = (p: SeedProduct) => productData.filter((q) => q.category === p.category);
      expect(productRows.map((p) => p.sort)).toEqual(productData.map((p) => inCategory(p).indexOf(p)));

      const skuRows = await h.db.select().from(skus).orderBy(skus.id);
      const noOf = new Map(productRows.map((p) => [p.id, p.productNo]));
      expect(skuRows.map((sku) => [noOf.get(sku.productId), sku.codes, sku.priceCents])).toEqual(
        productData.flatMap((p) => productSkus(p).map((sku) => [p.productNo, sku.codes, sku.priceCents])),
      );
    } finally {
      await h.close();
    }
  });

  it('stops at what the importer refuses, naming the file and the product, and writes no product', {
    timeout: FRESH_DATABASE_MS,
  }, async () => {
    const h = openDatabase({});
    try {
      await h.migrate();
      const [first, second] = productData as [SeedProduct, SeedProduct];
      const tooLong = { ...first, name: { en: 'x'.repeat(121), zh: first.name.zh } };
      const catalogue = { categories: categoryData, products: [tooLong, second] };
      await expect(seedCatalog(h.db, { catalogue })).rejects.toThrow(
        /1 problem.*\n.*products\/standard-business-cards\.html: BC-1001: name:en: /,
      );
      expect(await h.db.$count(products)).toBe(0);
    } finally {
      await h.close();
    }
  });
});
