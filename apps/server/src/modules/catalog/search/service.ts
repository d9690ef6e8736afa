import { type api, type Lang, pick } from '@printshop/contract';
import { toListItem } from '../product-tiles.ts';
import { offsetOf, type Page } from '../service.ts';
import type { SearchableCategory } from './category-index.ts';
import type { SearchIndexes } from './fresh-indexes.ts';
import { queryTerms } from './words.ts';

/** How many of each the header's box suggests, and how many categories a search without results offers. */
const SUGGESTED = { products: 6, categories: 3, instead: 6 };

const categoryLink = (category: SearchableCategory, lang: Lang): api.CategoryPageLink => ({
  id: category.id,
  level: category.level === 1 ? 1 : 2,
  typeName: pick(category.name, lang),
});

/**
 * One page of the products matching every word of the text, best first (docs/decisions/096); when
 * none does, the categories to look in instead.
 */
export function searchProducts(
  indexes: SearchIndexes,
  lang: Lang,
  input: Page & { productName: string },
): api.SearchResult {
  const terms = queryTerms(input.productName);
  const found = indexes.products.search(terms);
  const offset = offsetOf(input);
  return {
    list: Array.from(found.subarray(offset, offset + input.pagenum), (product) =>
      toListItem(indexes.products.tiles[product]!, lang),
    ),
    total: found.length,
    categories:
      found.length === 0
        ? indexes.categories.instead(terms, SUGGESTED.instead).map((category) => categoryLink(category, lang))
        : [],
  };
}

/** What the header's search box offers for the text typed so far. */
export function suggest(indexes: SearchIndexes, lang: Lang, text: string): api.Suggestions {
  const terms = queryTerms(text);
  return {
    products: Array.from(indexes.products.search(terms).subarray(0, SUGGESTED.products), (product) => {
      const tile = indexes.products.tiles[product]!;
      return { product_no: tile.productNo, productname: pick(tile.name, lang) };
    }),
    categories: indexes.categories
      .matching(terms, SUGGESTED.categories)
      .map((category) => categoryLink(category, lang)),
  };
}
