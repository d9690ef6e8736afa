import type { api } from '@printshop/contract';

/** The first value of every option group: what a product page opens with. */
export function defaultChoice(groups: api.AttributeGroup[]): string[] {
  return groups.map((group) => group.list[0]?.attributeKey ?? '');
}

/** The SKU of the chosen values: its code is the chosen keys concatenated in group order. */
export function findSku(chosen: string[], skus: api.Sku[]): api.Sku | undefined {
  const codes = chosen.join('');
  return skus.find((sku) => sku.codes === codes);
}

/**
 * How many pages or sides the chosen values print, which a design file is checked against: the
 * most any chosen value says (a "front and back" of 2 beats a paper's none), or undefined when
 * none says.
 */
export function chosenPages(groups: api.AttributeGroup[], chosen: string[]): number | undefined {
  const pages = groups.flatMap(
    (group, index) => group.list.find((value) => value.attributeKey === chosen[index])?.pages ?? [],
  );
  return pages.length > 0 ? Math.max(...pages) : undefined;
}

/** The chosen values with their group names, as the cart stores and shows them. */
export function chosenAttributes(groups: api.AttributeGroup[], chosen: string[]) {
  return groups.map((group, index) => {
    const value = group.list.find((item) => item.attributeKey === chosen[index]);
    return {
      groupName: group.groupName,
      attributeKey: value?.attributeKey ?? '',
      attributeValue: value?.attributeValue ?? '',
    };
  });
}
