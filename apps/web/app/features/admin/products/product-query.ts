import { admin } from '@printshop/contract';
import { choiceOf, countingOf, searchOf } from '../lib/list-query';

/** Whether the storefront shows a product: the list's filter of that name. */
export const VISIBILITIES = ['shown', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** A view of the products list: its search, category and visibility, and the page. */
export interface ProductsQuery {
  q: string;
  categoryId: number | undefined;
  visibility: Visibility | undefined;
  page: number;
}

/** The view an address of /admin/products shows; what the list cannot take is dropped. */
export function productsQueryOf(params: URLSearchParams): ProductsQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, admin.PRODUCT_LIMITS.search),
    categoryId: countingOf(params.get('categoryId')),
    visibility: choiceOf(params.get('visibility'), VISIBILITIES),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The query string of a view, defaults left out, so the address stays short. */
export function productsSearch(query: ProductsQuery): string {
  return searchOf({
    q: query.q,
    categoryId: query.categoryId,
    visibility: query.visibility,
    page: query.page === 1 ? undefined : query.page,
  });
}

/** The address of a view of the products list. */
export function productsPath(query: ProductsQuery): string {
  return `/admin/products${productsSearch(query)}`;
}

/** The address of a product's editor. */
export const productPath = (productNo: string) => `/admin/products/${encodeURIComponent(productNo)}`;

/** The address of a new product's editor. */
/** The products list, where an editor's "All products" goes back to. */
export const PRODUCTS_PATH = admin.ADMIN_SCREENS.products.path;

export const NEW_PRODUCT_PATH = '/admin/products/new';
/** The catalogue's export and import as CSV. */
export const PRODUCTS_CSV_PATH = admin.ADMIN_SCREENS.productsCsv.path;

/** The address of a product's price matrix. */
export const productPricesPath = (productNo: string) =>
  `/admin/products/${encodeURIComponent(productNo)}/prices`;
