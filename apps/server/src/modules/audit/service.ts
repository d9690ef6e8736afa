import type { admin, InputOf, OutputOf } from '@printshop/contract';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { startOfShopDay } from '../../lib/shop-days.ts';
import {
  itemsOfOrderNumbered,
  type OrderRef,
  orderNumbered,
  orderNumbers,
  ordersOfItems,
} from '../orders/order-refs.ts';
import { staffDirectory } from '../staff/service.ts';
import { auditLog } from './tables.ts';

type AuditInput = InputOf<typeof admin.adminAudit>;
type AuditRow = typeof auditLog.$inferSelect;

/** The entries of the order numbered `orderNo`: its own and its items'. */
function ofOrder(db: Db, orderNo: string): SQL | undefined {
  const number = orderNo.toUpperCase();
  return or(
    and(eq(auditLog.entity, 'order'), inArray(auditLog.entityId, orderNumbered(db, number))),
    and(eq(auditLog.entity, 'order_item'), inArray(auditLog.entityId, itemsOfOrderNumbered(db, number))),
  );
}

/** The entries the filters pick; their days are the shop's, in `timeZone`. */
function auditFilter(db: Db, input: AuditInput, timeZone: string): SQL | undefined {
  return and(
    input.staff === undefined ? undefined : eq(auditLog.staffId, input.staff),
    input.entity ? eq(auditLog.entity, input.entity) : undefined,
    input.entityId === undefined ? undefined : eq(auditLog.entityId, input.entityId),
    input.orderNo ? ofOrder(db, input.orderNo) : undefined,
    input.action ? eq(auditLog.action, input.action) : undefined,
    input.from ? gte(auditLog.createdAt, startOfShopDay(input.from, timeZone)) : undefined,
    input.to ? lt(auditLog.createdAt, startOfShopDay(input.to, timeZone, 1)) : undefined,
  );
}

const idsOf = (rows: AuditRow[], entity: admin.AuditEntity) =>
  rows.flatMap((row) => (row.entity === entity && row.entityId !== null ? [row.entityId] : []));

/** The order an entry's record is, or belongs to; null for any other record. */
function orderOfEntry(
  row: AuditRow,
  orderNos: Map<number, string>,
  orderOfItem: Map<number, OrderRef>,
): OrderRef | null {
  if (row.entityId === null) return null;
  if (row.entity === 'order_item') return orderOfItem.get(row.entityId) ?? null;
  const orderNo = row.entity === 'order' ? orderNos.get(row.entityId) : undefined;
  return orderNo === undefined ? null : { id: row.entityId, orderNo };
}

/**
 * A page of the audit log, newest first, with what its sentences name: who did it and the staff
 * member or order it was done to, with the order's number. Five queries whatever the page holds:
 * the page, its count and the staff directory, then the numbers of its orders and of its items'
 * orders. Names are the staff list's as they are now: the log keeps only the staff member's id.
 */
export async function auditPage(
  db: Db,
  input: AuditInput,
  timeZone: string,
): Promise<OutputOf<typeof admin.adminAudit>> {
  const where = auditFilter(db, input, timeZone);
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
  const [orderNos, orderOfItem] = await Promise.all([
    orderNumbers(db, idsOf(rows, 'order')),
    ordersOfItems(db, idsOf(rows, 'order_item')),
  ]);
  const memberOf = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  return {
    list: rows.map((row) => {
      const order = orderOfEntry(row, orderNos, orderOfItem);
      return {
        id: row.id,
        createTime: row.createdAt.toISOString(),
        staff: memberOf(row.staffId),
        ip: row.ip,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        orderId: order?.id ?? null,
        orderNo: order?.orderNo ?? null,
        subject: row.entity === 'staff' ? memberOf(row.entityId) : null,
        before: row.before,
        after: row.after,
      };
    }),
    total: counted?.total ?? 0,
    staff,
  };
}
