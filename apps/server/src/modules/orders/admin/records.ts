import { type admin, centsToDollars } from '@printshop/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { payments, refunds } from '../../payments/tables.ts';
import { customerProof } from '../../production/proofs.ts';
import { itemEvents, proofs } from '../../production/tables.ts';
import { orderItems } from '../tables.ts';

/**
 * What the payments and production modules record of one order, for the back office's order
 * screen: one query per table for the whole order. Read here because those modules' readers
 * serve one item at a time (the customer's page), which would cost a query per item.
 */

export async function paymentsOfOrder(db: Db, orderId: number): Promise<admin.AdminOrder['payments']> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    intentId: row.intentId,
    status: row.status,
    amount: centsToDollars(row.amountCents),
    failureMessage: row.failureMessage,
    createTime: row.createdAt.toISOString(),
  }));
}

type RefundRow = typeof refunds.$inferSelect;

/** The order's refunds by an owner, oldest first. */
export function refundsOfOrder(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** A refund as the order screen shows it, with who made it. */
export function toRefund(
  row: RefundRow,
  nameOf: (staffId: number) => string,
): admin.AdminOrder['refunds'][number] {
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    itemIds: row.itemIds,
    reason: row.reason,
    staffName: nameOf(row.staffId),
    createTime: row.createdAt.toISOString(),
  };
}

export type ItemEvent = typeof itemEvents.$inferSelect;

/** The order's item events, oldest first. */
export function eventsOfOrder(db: Db, orderId: number): Promise<ItemEvent[]> {
  return db
    .select()
    .from(itemEvents)
    .where(eq(itemEvents.orderId, orderId))
    .orderBy(asc(itemEvents.createdAt), asc(itemEvents.id));
}

type AdminProof = admin.AdminOrder['items'][number]['proofs'][number];

/** What the customer sees of a proof, and when they answered it with what new file. */
function toProof(row: typeof proofs.$inferSelect): AdminProof {
  return {
    ...customerProof(row),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    newFileUrl: row.newFileUrl,
  };
}

/** The proofs of the order's items, by item id, newest first. */
export async function proofsOfOrder(db: Db, orderId: number): Promise<Map<number, AdminProof[]>> {
  const rows = await db
    .select()
    .from(proofs)
    .where(
      inArray(
        proofs.itemId,
        db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)),
      ),
    )
    .orderBy(desc(proofs.version));
  const byItem = groupBy(rows, (row) => row.itemId);
  return new Map([...byItem].map(([itemId, list]) => [itemId, list.map(toProof)]));
}
