import { z } from 'zod';
import { MAX_LENGTH, PAGE_SIZE } from '../constants.ts';
import { LANGS } from '../lang.ts';
import { API_ROUTES } from '../routes.ts';
import { shipPromise } from '../ship-dates.ts';
import { endpoint } from './endpoint.ts';
import { idParam, numberFromForm, requiredText } from './inputs.ts';

/** Larger pages are served at this size: one request never reads an unbounded number of rows. */
export const MAX_PAGE_SIZE = 100;
/** Keeps offsets well inside safe integers and PostgreSQL's bigint. */
const MAX_PAGE = 1_000_000;

/** A page number, from 1. */
export const pageNumberParam = numberFromForm(z.number().int().min(1).max(MAX_PAGE).default(1));

/** A page size; one above MAX_PAGE_SIZE is capped rather than refused. */
export const pageSizeParam = (defaultSize: number) =>
  numberFromForm(
    z
      .number()
      .int()
      .min(1)
      .default(defaultSize)
      .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
  );

/**
 * docs/product.md's paging names are swapped: `pagesize` is the page number (from 1) and `pagenum` the
 * page size.
 */
export const pageParams = (defaultSize: number) => ({
  pagesize: pageNumberParam,
  pagenum: pageSizeParam(defaultSize),
});

const productNo = requiredText(50);
const money = z.number().describe('US dollars, two decimals');
const isoDate = z.string().describe('ISO date, YYYY-MM-DD');
const html = z.string().describe('Sanitised HTML');

/** A product tile (home carousels). `price` is the lowest SKU price: "from $x". */
export const productSummary = z.object({
  product_no: z.string(),
  productname: z.string(),
  icon: z.string(),
  featureTags: z.array(z.string()),
  price: money,
});
export type ProductSummary = z.infer<typeof productSummary>;

/** A product tile with its rating (category and search grids). */
export const productListItem = productSummary.extend({
  startype: z.number().describe('Average rating 0-5, one decimal; 0 without reviews'),
  plnum: z.number().int().describe('Number of reviews'),
});
export type ProductListItem = z.infer<typeof productListItem>;

export const attributeValue = z.object({
  attributeKey: z.string().describe('Code, concatenated into SKU codes'),
  attributeValue: z.string().describe('Label'),
  pages: z
    .number()
    .int()
    .nullable()
    .describe('Pages or sides this choice prints (front and back: 2); null when it says none'),
});
export const attributeGroup = z.object({ groupName: z.string(), list: z.array(attributeValue) });
export type AttributeGroup = z.infer<typeof attributeGroup>;

export const sku = z.object({
  codes: z.string().describe('The chosen attribute keys concatenated in group order'),
  price: money,
  skuCode: z.string(),
});
export type Sku = z.infer<typeof sku>;

export const productItem = z.object({
  productId: z.number().int(),
  productname: z.string(),
  featureTags: z.array(z.string()),
  startype: z.number(),
  plnum: z.number().int(),
  img: z.string().describe('Image URLs joined by commas; the first is the icon'),
  icon: z.string(),
  remark: html,
  product_no: z.string(),
  server_content: z.string().describe('Plain text'),
  overview: z.array(z.object({ key: z.string(), value: z.string() })),
  categoryId: z.number().int(),
});

export const productDetailData = z.object({
  productItem,
  alist: z.array(z.object({ hash: z.array(attributeGroup) })).describe('One element holding {hash}'),
  skulist: z.array(sku),
  printSize: z
    .object({ trimWidthMm: z.number(), trimHeightMm: z.number(), bleedMm: z.number() })
    .nullable()
    .describe(
      'The printed piece: its trimmed size and the bleed around it, in millimetres; artwork is checked against it',
    ),
  shipBy: shipPromise.describe(
    'When an order placed now ships, from the product’s production days and the shop’s cut-off and holidays',
  ),
});
export type ProductDetail = z.infer<typeof productDetailData>;

export const productDetail = endpoint({
  ...API_ROUTES.productDetail,
  auth: false,
  summary: 'A product with its option groups and the price of every option combination (SKU)',
  input: z.object({ productNo }),
  output: productDetailData,
});

export const review = z.object({
  fraction: z.number().int(),
  title: z.string(),
  createTime: isoDate,
  author: z.string(),
  content: z.string(),
  verified: z.boolean(),
  /** The language the review was written in. */
  lang: z.enum(LANGS),
});
export type Review = z.infer<typeof review>;

export const productReviews = endpoint({
  ...API_ROUTES.productReviews,
  auth: false,
  summary: "A product's reviews: those written in the request's language first, each group newest first",
  input: z.object({ productNo }),
  output: z.array(review),
});

export const categoryDetail = z.object({
  id: z.number().int(),
  typeName: z.string(),
  img: z.string(),
  remark: z.string(),
  content: html,
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  children: z.array(z.object({ id: z.number().int(), typeName: z.string() })),
});

export const categoryPageData = z.object({
  type: categoryDetail,
  productList: z.array(productListItem),
  total: z.number().int(),
});
export type CategoryPage = z.infer<typeof categoryPageData>;

const categoryPageInput = z.object({
  pid: idParam,
  level: numberFromForm(z.literal([1, 2]).default(1)),
  ...pageParams(PAGE_SIZE.category),
});

const categorySummary =
  'A category and one page of its products (a level-1 category lists the products of all its children)';

export const categoryIntoData = endpoint({
  ...API_ROUTES.categoryIntoData,
  auth: false,
  summary: categorySummary,
  input: categoryPageInput,
  output: categoryPageData,
});

export const categoryQueryList = endpoint({
  ...API_ROUTES.categoryQueryList,
  auth: false,
  summary: `${categorySummary}; the same answer as /api/product/intodata`,
  input: categoryPageInput,
  output: categoryPageData,
});

/** A category to look in, linked as /category?no={id}&level={level}. */
export const categoryPageLink = z.object({
  id: z.number().int(),
  level: z.literal([1, 2]),
  typeName: z.string(),
});
export type CategoryPageLink = z.infer<typeof categoryPageLink>;

export const searchResult = z.object({
  list: z.array(productListItem),
  total: z.number().int(),
  categories: z
    .array(categoryPageLink)
    .describe('When nothing is found, the categories to look in instead; empty otherwise'),
});
export type SearchResult = z.infer<typeof searchResult>;

const searchText = requiredText(MAX_LENGTH.headerSearch);

export const productSearch = endpoint({
  ...API_ROUTES.productSearch,
  auth: false,
  summary:
    'Products whose names, categories, feature tags or texts hold every word of the text, in English or Chinese: ' +
    'Chinese by substring, English words by their beginning or, from five letters, with one typo; ' +
    'exact words first, then name beginnings, names, categories and tags, texts',
  input: z.object({
    productName: searchText,
    ...pageParams(PAGE_SIZE.search),
  }),
  output: searchResult,
});

export const productSuggestion = z.object({ product_no: z.string(), productname: z.string() });

export const suggestions = z.object({
  products: z.array(productSuggestion),
  categories: z.array(categoryPageLink),
});
export type Suggestions = z.infer<typeof suggestions>;

export const productSuggest = endpoint({
  ...API_ROUTES.productSuggest,
  auth: false,
  summary:
    'What the header’s search box suggests while the shopper types: the first products the search finds, ' +
    'and the categories whose names match, in the request’s language',
  input: z.object({ productName: searchText }),
  output: suggestions,
});
