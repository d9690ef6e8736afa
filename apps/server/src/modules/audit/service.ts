import type { admin, InputOf, OutputOf } from '@printshop/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/**
 * A page of the audit log, newest first, filtered by staff member, record and action, with
 * the staff by name for the filter (and to name who did what): three queries.
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
  return {
    list: rows.map((row) => ({
      id: row.id,
      createTime: row.createdAt.toISOString(),
      staff: row.staffId === null ? null : (byId.get(row.staffId) ?? null),
      ip: row.ip,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    })),
    total: counted?.total ?? 0,
    staff,
  };
}
