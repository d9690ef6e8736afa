import type { LocalizedText } from '@printshop/contract';
import { asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attributeGroups, attributeValues } from './tables.ts';

/** An option group of a product with its values, in every language. */
export interface OptionGroup {
  id: number;
  name: LocalizedText;
  values: { code: string; label: LocalizedText; pages: number | null }[];
}

/** The option groups of each product, in order, with their values in order: one query. */
export async function optionGroups(db: Db, productIds: number[]): Promise<Map<number, OptionGroup[]>> {
  const byProduct = new Map<number, OptionGroup[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: attributeGroups.productId,
      groupId: attributeGroups.id,
      name: attributeGroups.name,
      code: attributeValues.code,
      label: attributeValues.label,
      pages: attributeValues.pages,
    })
    .from(attributeGroups)
    .leftJoin(attributeValues, eq(attributeValues.groupId, attributeGroups.id))
    .where(inArray(attributeGroups.productId, productIds))
    .orderBy(
      asc(attributeGroups.sort),
      asc(attributeGroups.id),
      asc(attributeValues.sort),
      asc(attributeValues.id),
    );
  for (const row of rows) {
    const groups = byProduct.get(row.productId) ?? [];
    let group = groups.find((candidate) => candidate.id === row.groupId);
    if (!group) {
      group = { id: row.groupId, name: row.name, values: [] };
      groups.push(group);
    }
    if (row.code !== null && row.label !== null)
      group.values.push({ code: row.code, label: row.label, pages: row.pages });
    byProduct.set(row.productId, groups);
  }
  return byProduct;
}

/**
 * The option groups of the product `productId` holds, as optionGroups reads them, as a json column
 * of a bigger select, each with only the values whose code is part of the SKU codes `codes` holds:
 * what splitCodes may choose among, and a fraction of a product's values to read.
 */
export function optionGroupsAmong(productId: SQLWrapper, codes: SQLWrapper): SQL<OptionGroup[]> {
  const value = sql`json_build_object('code', ${attributeValues.code}, 'label', ${attributeValues.label}, 'pages', ${attributeValues.pages})`;
  const values = sql`select coalesce(json_agg(${value} order by ${attributeValues.sort}, ${attributeValues.id}), '[]')
    from ${attributeValues} where ${attributeValues.groupId} = ${attributeGroups.id}
    and strpos(${codes}, ${attributeValues.code}) > 0`;
  const group = sql`json_build_object('id', ${attributeGroups.id}, 'name', ${attributeGroups.name}, 'values', (${values}))`;
  return sql<
    OptionGroup[]
  >`(select coalesce(json_agg(${group} order by ${attributeGroups.sort}, ${attributeGroups.id}), '[]')
    from ${attributeGroups} where ${attributeGroups.productId} = ${productId})`;
}

/**
 * Splits a SKU's concatenated codes back into the chosen value of each group, in group order
 * (codes may share prefixes); null when they name no combination of these groups.
 */
export function splitCodes<Value extends { code: string }>(
  codes: string,
  groups: { values: Value[] }[],
): Value[] | null {
  const walk = (rest: string, index: number): Value[] | null => {
    const group = groups[index];
    if (!group) return rest === '' ? [] : null;
    for (const value of group.values) {
      if (!rest.startsWith(value.code)) continue;
      const tail = walk(rest.slice(value.code.length), index + 1);
      if (tail) return [value, ...tail];
    }
    return null;
  };
  return walk(codes, 0);
}
