import { CODE, type LocalizedText } from '@printshop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { type OptionGroup, optionGroupsAmong, splitCodes } from './options.ts';
import { products, skus } from './tables.ts';

export interface SkuDescription {
  skuId: number;
  skuCode: string;
  priceCents: number;
  productId: number;
  productNo: string;
  productName: LocalizedText;
  productImg: string;
  /** The chosen value of each attribute group, in group order, in every language. */
  attributes: { key: LocalizedText; value: LocalizedText }[];
  /** Business days its product takes to make (docs/decisions/087). */
  productionDays: number;
}

/** The SKU of an active product by its code, with its chosen values' codes; anything else is 404. */
export async function findSku(
  db: Db,
  productId: number,
  skuCode: string,
): Promise<{ skuId: number; codes: string }> {
  const [row] = await db
    .select({ skuId: skus.id, codes: skus.codes })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(skus.productId, productId), eq(skus.skuCode, skuCode), eq(products.active, true)));
  if (!row) throw new HttpError(CODE.notFound, 'skuNotFound');
  return row;
}

/** Whether a product's combination is still sold: it is, its product is hidden (or gone), or the combination is gone. */
export type SkuStanding = 'sold' | 'productGone' | 'combinationGone';

/**
 * Whether the catalogue still sells the SKU `skuId` of product `productId`: an owner may have
 * hidden the product, or taken the combination off it (its SKU row then goes). One query.
 */
export async function skuStanding(db: Db, productId: number, skuId: number): Promise<SkuStanding> {
  const [row] = await db
    .select({ active: products.active, skuId: skus.id })
    .from(products)
    .leftJoin(skus, and(eq(skus.id, skuId), eq(skus.productId, products.id)))
    .where(eq(products.id, productId));
  if (!row?.active) return 'productGone';
  return row.skuId === null ? 'combinationGone' : 'sold';
}

/** The chosen value of each group of a SKU's codes, named by its group; none for codes of no combination. */
function attributesOf(codes: string, groups: OptionGroup[]): SkuDescription['attributes'] {
  const values = splitCodes(codes, groups) ?? [];
  return values.map((value, index) => ({ key: groups[index]!.name, value: value.label }));
}

/** What a SKU's description is made of: the SKU, its product and the options its codes may name, from skus joined to products. */
const describedFields = {
  skuId: skus.id,
  skuCode: skus.skuCode,
  codes: skus.codes,
  priceCents: skus.priceCents,
  productId: products.id,
  productNo: products.productNo,
  productName: products.name,
  images: products.images,
  productionDays: products.productionDays,
  groups: optionGroupsAmong(products.id, skus.codes),
};

/** Current price, product and attributes of each SKU, in one query however many there are. */
export async function describeSkus(db: Db, skuIds: number[]): Promise<Map<number, SkuDescription>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select(describedFields)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.id, skuIds));
  return new Map(
    rows.map(({ codes, images, groups, ...row }) => [
      row.skuId,
      { ...row, productImg: images[0] ?? '', attributes: attributesOf(codes, groups) },
    ]),
  );
}

/**
 * The SKU of a product sold without options, shown or hidden, as describeSkus describes it; null
 * when there is no such product. Quoted work is ordered through one (docs/decisions/085).
 */
export async function soleSku(db: Db, productNo: string): Promise<SkuDescription | null> {
  const [row] = await db
    .select({ skuId: skus.id })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(products.productNo, productNo), eq(skus.codes, '')));
  return row ? ((await describeSkus(db, [row.skuId])).get(row.skuId) ?? null) : null;
}
