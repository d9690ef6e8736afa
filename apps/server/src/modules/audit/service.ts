import type { admin, InputOf, OutputOf } from '@printshop/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ordersOfItems } from '../orders/items.ts';
import { staffDirectory } from '../staff/service.ts';
import { auditLog } from './tables.ts';

type AuditInput = InputOf<typeof admin.adminAudit>;

function auditFilter(input: AuditInput): SQL | undefined {
  return and(
    input.staff === undefined ? undefined : eq(auditLog.staffId, input.staff),
    input.entity ? eq(auditLog.entity, input.entity) : undefined,
    input.entityId === undefined ? undefined : eq(auditLog.entityId, input.entityId),
    input.action ? eq(auditLog.action, input.action) : undefined,
  );
}

/** The order an entry's record is, or belongs to; null for any other record. */
function orderOfEntry(row: typeof auditLog.$inferSelect, orderOfItem: Map<number, number>): number | null {
  if (row.entityId === null) return null;
  if (row.entity === 'order') return row.entityId;
  if (row.entity === 'order_item') return orderOfItem.get(row.entityId) ?? null;
  return null;
}

/**
 * A page of the audit log, newest first, filtered by staff member, record and action, with
 * the staff by name for the filter (and to name who did what), and the orders of the order items
 * on the page, for links: four queries.
 */
export async function auditPage(db: Db, input: AuditInput): Promise<OutputOf<typeof admin.adminAudit>> {
  const where = auditFilter(input);
  const [rows, [counted], staff] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: count() }).from(auditLog).where(where),
    staffDirectory(db),
  ]);
  const byId = new Map(staff.map((member) => [member.id, member]));
  const orderOfItem = await ordersOfItems(
    db,
    rows.flatMap((row) => (row.entity === 'order_item' && row.entityId !== null ? [row.entityId] : [])),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      createTime: row.createdAt.toISOString(),
      staff: row.staffId === null ? null : (byId.get(row.staffId) ?? null),
      ip: row.ip,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      orderId: orderOfEntry(row, orderOfItem),
      before: row.before,
      after: row.after,
    })),
    total: counted?.total ?? 0,
    staff,
  };
}
