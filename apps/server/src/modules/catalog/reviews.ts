import { type api, CODE, type Lang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { refusingDuplicates } from '../../db/unique-violation.ts';
import { HttpError } from '../../http/errors.ts';
import { announceChange } from '../../lib/change-feed.ts';
import { memberContact } from '../identity/service.ts';
import { memberItem } from '../orders/member-items.ts';
import { reviewColumns, toReview } from './review-rows.ts';
import { products, reviews } from './tables.ts';

/** What a buyer writes about an item they received. */
export interface ReviewInput {
  orderItemId: number;
  fraction: number;
  title: string;
  content: string;
}

/**
 * Whether the catalogue sells the product: a hidden one (the quotes' own product, say) or one no
 * longer there has no page to show a review on, so it takes none.
 */
async function productSold(db: Db, productNo: string): Promise<boolean> {
  const [row] = await db
    .select({ active: products.active })
    .from(products)
    .where(eq(products.productNo, productNo));
  return row?.active === true;
}

/** Whether the buyer may review the item now: delivered, not reviewed yet, of a product the shop sells. */
export async function reviewable(
  db: Db,
  item: { state: string; productNo: string },
  review: api.Review | null,
): Promise<boolean> {
  return item.state === 'delivered' && review === null && (await productSold(db, item.productNo));
}

/**
 * The member's review of one of their delivered items, in the language they wrote it in, under the
 * name the shop greets them by (their nickname, never their full name or email). One per item: the
 * unique order item id makes two at once one review and a 409. It counts at once in the product's
 * rating, in every process's cached pages (announceChange).
 */
export async function addReview(
  db: Database,
  memberId: number,
  lang: Lang,
  input: ReviewInput,
): Promise<api.Review> {
  const item = await memberItem(db, memberId, input.orderItemId);
  if (!item) throw new HttpError(CODE.notFound, 'itemNotFound');
  if (item.state !== 'delivered') throw new HttpError(CODE.conflict, 'reviewNotDelivered');
  if (!(await productSold(db, item.productNo))) throw new HttpError(CODE.conflict, 'reviewProductNotSold');
  const author = (await memberContact(db, memberId))?.name ?? '';
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({
            productId: item.productId,
            memberId,
            orderItemId: item.id,
            fraction: input.fraction,
            title: input.title,
            content: input.content,
            author,
            verified: true,
            lang,
          })
          .returning(reviewColumns);
        await announceChange(tx, 'catalog');
        return toReview(row!);
      }),
    () => new HttpError(CODE.conflict, 'reviewExists'),
  );
}

/** The review of an order item, shown or hidden, or null: what its buyer sees on the order's page. */
export async function reviewOfItem(db: Db, itemId: number): Promise<api.Review | null> {
  const [row] = await db.select(reviewColumns).from(reviews).where(eq(reviews.orderItemId, itemId));
  return row ? toReview(row) : null;
}
