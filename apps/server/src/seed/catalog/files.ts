import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, fail, readHtml, readHtmlFolder, readYaml } from '../data-files.ts';
import type { ReviewText } from '../types.ts';
import { expandFamily, type SeedProduct } from './products.ts';
import { pickReviews, reviewPool, reviewPoolNames } from './reviews.ts';
import {
  type SeedCategory,
  seedCategory,
  seedOptionGroups,
  seedOverviewKeys,
  seedProductFamily,
  seedReviewAuthors,
} from './schemas.ts';

/** The demo catalogue as its files describe it: the category tree, and every product in its order. */
export interface Catalogue {
  categories: SeedCategory[];
  products: SeedProduct[];
}

export const CATALOGUE_DIR = path.join(DATA_DIR, 'catalogue');

/**
 * Reads and checks a catalogue folder (the demo's unless told otherwise): a mistake, such as an
 * option group no file defines, stops the seed with the file and the field. Products come in
 * the order of the category tree, a subcategory's in its file's order: the order of their ids.
 */
export function readCatalogue(folder = CATALOGUE_DIR): Catalogue {
  const at = (name: string) => path.join(folder, name);
  const categories = readHtmlFolder(at('categories'), seedCategory);
  const groups = readYaml(at('option-groups.yaml'), seedOptionGroups);
  const overviewKeys = readYaml(at('overview-keys.yaml'), seedOverviewKeys);
  const authors = readYaml(at('review-authors.yaml'), seedReviewAuthors);
  const family = seedProductFamily({
    groups: Object.keys(groups),
    overviewKeys: Object.keys(overviewKeys),
    reviewPools: reviewPoolNames(),
  });
  const subcategories = categories.flatMap((category) => category.children);
  const slugs = new Set(subcategories.map((sub) => sub.slug));
  for (const name of fs.readdirSync(at('products')).filter((file) => file.endsWith('.html'))) {
    const slug = path.basename(name, '.html');
    if (!slugs.has(slug)) fail(at(`products/${name}`), `no subcategory "${slug}" in catalogue/categories`);
  }

  const pools = new Map<string, ReviewText[]>();
  const fileOf = new Map<string, string>();
  const products = subcategories.flatMap((sub) => {
    const file = at(`products/${sub.slug}.html`);
    if (!fs.existsSync(file)) return [];
    const read = readHtml(file, family);
    const pool = pools.get(read.reviews) ?? reviewPool(read.reviews);
    pools.set(read.reviews, pool);
    const expanded = expandFamily(read, {
      file,
      category: sub.slug,
      kind: sub.kind,
      groups,
      overviewKeys,
      reviews: (no) => pickReviews(pool, authors, no),
    });
    expanded.forEach((product, index) => {
      const other = fileOf.get(product.productNo);
      if (other) fail(file, `products.${index}.no: ${product.productNo} is also in ${path.basename(other)}`);
      fileOf.set(product.productNo, file);
    });
    return expanded;
  });
  return { categories, products };
}
