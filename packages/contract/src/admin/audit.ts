import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { optionalIdParam, optionalText } from '../api/inputs.ts';
import { orderSummary } from '../api/orders.ts';
import { adminPaging } from './inputs.ts';
import { AUDIT_NAME_MAX } from './limits.ts';

/** A staff member as lists name them. */
export const staffSummary = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type StaffSummary = z.infer<typeof staffSummary>;

export const auditEntry = z.object({
  id: z.number().int(),
  createTime: orderSummary.shape.createTime,
  /** Null for a failed log-in, where nobody is known. */
  staff: staffSummary.nullable(),
  ip: z.string(),
  /** What was done, e.g. 'order.note', 'item.print', 'staff.login'. */
  action: z.string(),
  /** The kind of record and its id, e.g. 'order' 42. */
  entity: z.string(),
  entityId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminAudit = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  auth: false,
  staff: 'staff.manage',
  summary:
    'The audit log, newest first, filtered by staff member, record and action; with every staff member for the filter',
  input: z.object({
    staff: optionalIdParam,
    entity: optionalText(AUDIT_NAME_MAX),
    entityId: optionalIdParam,
    action: optionalText(AUDIT_NAME_MAX),
    ...adminPaging,
  }),
  output: z.object({
    list: z.array(auditEntry),
    total: z.number().int(),
    /** Every staff member, active or not, by name: the choices of the staff filter. */
    staff: z.array(staffSummary),
  }),
});
