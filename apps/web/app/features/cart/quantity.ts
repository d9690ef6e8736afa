import { MIN_CART_QTY } from '@printshop/contract';

/** The quantity after a minus or plus: never below docs/product.md's minimum of 1. */
export function stepQuantity(current: number, by: 1 | -1): number {
  return Math.max(MIN_CART_QTY, current + by);
}
