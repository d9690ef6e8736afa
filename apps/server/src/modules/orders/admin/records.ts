import { type admin, centsToDollars } from '@printshop/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jsonRows } from '../../../db/json-rows.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { payments, refunds } from '../../payments/tables.ts';
import { customerProof } from '../../production/proofs.ts';
import { itemEvents, proofs } from '../../production/tables.ts';
import { staffNameOf } from '../../staff/service.ts';
import { orderItems } from '../tables.ts';

/**
 * What the payments and production modules record of one order, for the back office's order
 * screen: each a column of the screen's one query (detail-read.ts), `orderId` being that
 * query's order. Read here because those modules' readers serve one item at a time (the
 * customer's page).
 */

/** The order's payments, oldest first. */
export const paymentsOf = (orderId: AnyPgColumn) =>
  jsonRows(payments, eq(payments.orderId, orderId), [asc(payments.id)]);

export function toPayment(row: typeof payments.$inferSelect): admin.AdminOrder['payments'][number] {
  return {
    id: row.id,
    provider: row.provider,
    intentId: row.intentId,
    status: row.status,
    amount: centsToDollars(row.amountCents),
    failureMessage: row.failureMessage,
    createTime: row.createdAt.toISOString(),
  };
}

/** The order's refunds by an owner, oldest first, with who made each. */
export const refundsOf = (orderId: AnyPgColumn) =>
  jsonRows(refunds, eq(refunds.orderId, orderId), [asc(refunds.id)], {
    staffName: staffNameOf(refunds.staffId),
  });

type RefundRow = typeof refunds.$inferSelect & { staffName: string };

/** A refund as the order screen shows it. */
export function toRefund(row: RefundRow): admin.AdminOrder['refunds'][number] {
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    itemIds: row.itemIds,
    reason: row.reason,
    staffName: row.staffName,
    createTime: row.createdAt.toISOString(),
  };
}

/** The order's item events, oldest first, with the staff member who made each (null: the customer). */
export const eventsOf = (orderId: AnyPgColumn) =>
  jsonRows(itemEvents, eq(itemEvents.orderId, orderId), [asc(itemEvents.createdAt), asc(itemEvents.id)], {
    staffName: staffNameOf(itemEvents.staffId),
  });

export type ItemEvent = typeof itemEvents.$inferSelect & { staffName: string | null };

/** The proofs of the order's items, newest first. */
export const proofsOf = (orderId: AnyPgColumn) =>
  jsonRows(
    proofs,
    sql`${proofs.itemId} in (select ${orderItems.id} from ${orderItems} where ${eq(orderItems.orderId, orderId)})`,
    [desc(proofs.version)],
  );

type AdminProof = admin.AdminOrder['items'][number]['proofs'][number];

/** What the customer sees of a proof, and when they answered it with what new file. */
function toProof(row: typeof proofs.$inferSelect): AdminProof {
  return {
    ...customerProof(row),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    newFileUrl: row.newFileUrl,
  };
}

/** Proofs by item id, in the order given. */
export function proofsByItem(rows: (typeof proofs.$inferSelect)[]): Map<number, AdminProof[]> {
  const byItem = groupBy(rows, (row) => row.itemId);
  return new Map([...byItem].map(([itemId, list]) => [itemId, list.map(toProof)]));
}
