import type { api } from '@printshop/contract';
import { defaultChoice } from '~/features/product/options';

/** What the editor needs of the product to put a design in the cart: its options and their SKUs. */
export interface DesignCartProduct {
  productId: number;
  groups: api.AttributeGroup[];
  skus: api.Sku[];
}

/**
 * The choice with its sides option set to the value that prints `sides` sides, so the options
 * match the design (the server refuses a mismatch); unchanged when the product has no such option
 * or no value prints that many.
 */
export function withSides(
  chosen: string[],
  groups: api.AttributeGroup[],
  sidesOption: api.DesignProduct['sidesOption'],
  sides: number,
): string[] {
  const index = groups.findIndex((group) => group.groupName === sidesOption?.groupName);
  const value = sidesOption?.values.find((each) => each.pages === sides);
  if (index < 0 || !value) return chosen;
  return chosen.map((key, at) => (at === index ? value.attributeKey : key));
}

/** The product page's first values, with the sides the design has. */
export function firstChoice(
  groups: api.AttributeGroup[],
  sidesOption: api.DesignProduct['sidesOption'],
  sides: number,
): string[] {
  return withSides(defaultChoice(groups), groups, sidesOption, sides);
}
