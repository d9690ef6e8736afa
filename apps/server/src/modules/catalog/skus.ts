import { CODE, type LocalizedText } from '@printshop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { attributeGroups, attributeValues, products, skus } from './tables.ts';

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
}

/** The SKU of an active product by its code; anything else is 404. */
export async function findSku(db: Db, productId: number, skuCode: string): Promise<{ skuId: number }> {
  const [row] = await db
    .select({ skuId: skus.id })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(skus.productId, productId), eq(skus.skuCode, skuCode), eq(products.active, true)));
  if (!row) throw new HttpError(CODE.notFound, 'skuNotFound');
  return row;
}

type Group = { id: number; name: LocalizedText; values: { code: string; label: LocalizedText }[] };

/** Splits a SKU's concatenated codes back into one value per group (codes may share prefixes). */
function decode(codes: string, groups: Group[]): SkuDescription['attributes'] {
  const walk = (rest: string, index: number): SkuDescription['attributes'] | null => {
    const group = groups[index];
    if (!group) return rest === '' ? [] : null;
    for (const value of group.values) {
      if (!rest.startsWith(value.code)) continue;
      const tail = walk(rest.slice(value.code.length), index + 1);
      if (tail) return [{ key: group.name, value: value.label }, ...tail];
    }
    return null;
  };
  return walk(codes, 0) ?? [];
}

/** Current price, product and attributes of each SKU, in two queries however many there are. */
export async function describeSkus(db: Db, skuIds: number[]): Promise<Map<number, SkuDescription>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({
      skuId: skus.id,
      skuCode: skus.skuCode,
      codes: skus.codes,
      priceCents: skus.priceCents,
      productId: products.id,
      productNo: products.productNo,
      productName: products.name,
      images: products.images,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.id, skuIds));
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const values = await db
    .select({
      groupId: attributeGroups.id,
      productId: attributeGroups.productId,
      name: attributeGroups.name,
      code: attributeValues.code,
      label: attributeValues.label,
    })
    .from(attributeGroups)
    .innerJoin(attributeValues, eq(attributeValues.groupId, attributeGroups.id))
    .where(inArray(attributeGroups.productId, productIds))
    .orderBy(asc(attributeGroups.sort), asc(attributeValues.sort));
  const groupsByProduct = new Map<number, Group[]>();
  for (const v of values) {
    const groups = groupsByProduct.get(v.productId) ?? [];
    let group = groups.find((g) => g.id === v.groupId);
    if (!group) {
      group = { id: v.groupId, name: v.name, values: [] };
      groups.push(group);
    }
    group.values.push({ code: v.code, label: v.label });
    groupsByProduct.set(v.productId, groups);
  }
  return new Map(
    rows.map((r) => [
      r.skuId,
      {
        skuId: r.skuId,
        skuCode: r.skuCode,
        priceCents: r.priceCents,
        productId: r.productId,
        productNo: r.productNo,
        productName: r.productName,
        productImg: r.images[0] ?? '',
        attributes: decode(r.codes, groupsByProduct.get(r.productId) ?? []),
      },
    ]),
  );
}
