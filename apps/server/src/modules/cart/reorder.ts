import { api, CODE, type Lang, pick } from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { skuStanding } from '../catalog/service.ts';
import { memberItem } from '../orders/member-items.ts';
import { addLine } from './service.ts';

/**
 * Puts one of the member's ordered items in their cart again: its product, options (its SKU),
 * design files and quantity. The line is priced when the cart is read, so at today's price. An
 * item of another member's is a 404 like a missing one; a product or combination the catalogue no
 * longer sells, or work made to a quote, is a 409 that names it, never a line that cannot be bought.
 */
export async function reorder(
  db: Db,
  memberId: number,
  lang: Lang,
  itemId: number,
): Promise<{ id: number; qty: number }> {
  const item = await memberItem(db, memberId, itemId);
  if (!item) throw new HttpError(CODE.notFound, 'itemNotFound');
  // An accepted offer's line is priced by its quote, never by the catalogue: it is asked for again.
  if (item.productNo === api.QUOTE_PRODUCT_NO) {
    throw new HttpError(CODE.conflict, 'reorderQuoted', { name: pick(item.productName, lang) });
  }
  const standing = await skuStanding(db, item.productId, item.skuId);
  if (standing !== 'sold') {
    const refusal = standing === 'productGone' ? 'reorderProductGone' : 'reorderCombinationGone';
    throw new HttpError(CODE.conflict, refusal, { name: pick(item.productName, lang) });
  }
  return addLine(db, memberId, {
    productId: item.productId,
    skuId: item.skuId,
    // An order made another way (an accepted quote) may hold more than a cart line takes.
    qty: Math.min(item.qty, api.MAX_CART_QTY),
    files: item.files,
  });
}
