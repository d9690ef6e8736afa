import type { admin } from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import { auditLog } from './tables.ts';

/** One admin write, as the audit log keeps it. */
export interface AuditEntry {
  /** Null only for a failed log-in, where nobody is known yet. */
  staffId: number | null;
  ip: string;
  action: admin.AuditAction;
  entity: admin.AuditEntity;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin write. Call it with the transaction that makes the change, so the log holds
 * exactly the writes that happened: none that rolled back, none missing.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    ip: entry.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
