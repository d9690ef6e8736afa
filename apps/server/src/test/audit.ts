import type { admin } from '@printshop/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../modules/audit/tables.ts';

/** The audit log's rows of one action, about one entity (null: an order, about none), the latest first. */
export function auditRows(db: Database, action: admin.AuditAction, entityId: number | null) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId === null ? undefined : eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
}
