import { type admin, CODE, type InputOf, type Lang, pick } from '@printshop/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { announceChange } from '../../../lib/change-feed.ts';
import { recordAudit } from '../../audit/record.ts';
import { type OrderRef, ordersOfItems } from '../../orders/order-refs.ts';
import { reviewColumns, toReview } from '../review-rows.ts';
import { products, reviews } from '../tables.ts';

/** The staff member hiding or showing a review, and from where (the audit log keeps both). */
export interface ReviewModerator {
  staffId: number;
  ip: string;
}

type ListInput = InputOf<typeof admin.adminReviewList>;

function reviewRows(db: Db) {
  return db
    .select({
      ...reviewColumns,
      id: reviews.id,
      hidden: reviews.hidden,
      orderItemId: reviews.orderItemId,
      productNo: products.productNo,
      productName: products.name,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId));
}

type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

/** Reviews as staff read them, each with the order of the item its buyer reviewed: one query for the page's orders. */
async function toAdminReviews(db: Db, lang: Lang, rows: ReviewRow[]): Promise<admin.AdminReview[]> {
  const itemIds = rows.flatMap((row) => (row.orderItemId === null ? [] : [row.orderItemId]));
  const orders = itemIds.length > 0 ? await ordersOfItems(db, itemIds) : new Map<number, OrderRef>();
  return rows.map((row) => ({
    ...toReview(row),
    id: row.id,
    productNo: row.productNo,
    productName: pick(row.productName, lang),
    createTime: row.createdAt.toISOString(),
    hidden: row.hidden,
    order: (row.orderItemId === null ? undefined : orders.get(row.orderItemId)) ?? null,
  }));
}

function filtersOf(input: ListInput): SQL | undefined {
  return and(
    input.visibility === undefined ? undefined : eq(reviews.hidden, input.visibility === 'hidden'),
    input.productNo ? eq(sql`lower(${products.productNo})`, input.productNo.toLowerCase()) : undefined,
    input.stars === undefined ? undefined : eq(reviews.fraction, input.stars),
  );
}

/** One page of the reviews matching the filters, the newest first, and how many match. */
export async function reviewList(
  db: Db,
  lang: Lang,
  input: ListInput,
): Promise<{ list: admin.AdminReview[]; total: number }> {
  const where = filtersOf(input);
  const [rows, [counted]] = await Promise.all([
    reviewRows(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return { list: await toAdminReviews(db, lang, rows), total: counted?.total ?? 0 };
}

async function reviewById(db: Db, lang: Lang, id: number): Promise<admin.AdminReview> {
  const [row] = await reviewRows(db).where(eq(reviews.id, id));
  if (!row) throw new HttpError(CODE.notFound, 'reviewNotFound');
  const [review] = await toAdminReviews(db, lang, [row]);
  return review!;
}

/** What the audit log keeps of a review: enough to name it, and whether it was shown. */
const audited = (review: admin.AdminReview) => ({
  productNo: review.productNo,
  title: review.title,
  author: review.author,
  fraction: review.fraction,
  hidden: review.hidden,
});

/**
 * Hides a review or shows it again, audited with before and after; its product's page and rating
 * follow at once in every process (announceChange). Asking for the state it is in changes,
 * records and announces nothing.
 */
export async function setReviewHidden(
  db: Database,
  lang: Lang,
  id: number,
  hidden: boolean,
  moderator: ReviewModerator,
): Promise<admin.AdminReview> {
  return db.transaction(async (tx) => {
    await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).for('update');
    const before = await reviewById(tx, lang, id);
    if (before.hidden === hidden) return before;
    await tx.update(reviews).set({ hidden }).where(eq(reviews.id, id));
    const after = { ...before, hidden };
    await recordAudit(tx, {
      staffId: moderator.staffId,
      ip: moderator.ip,
      action: hidden ? 'review.hide' : 'review.show',
      entity: 'review',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    await announceChange(tx, 'catalog');
    return after;
  });
}
