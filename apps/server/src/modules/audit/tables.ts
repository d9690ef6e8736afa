import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * Every admin write (and staff log-in and log-out): who, when, from which address, what, and
 * the values before and after. Written in the same transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id'),
    ip: text('ip').notNull(),
    /** What was done, e.g. 'item.print', 'order.cancel', 'staff.login'. */
    action: text('action').notNull(),
    /** The kind of record and its id, e.g. 'order' 42. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
