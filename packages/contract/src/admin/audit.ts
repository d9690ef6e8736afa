import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { optionalIdParam, optionalText } from '../api/inputs.ts';
import { orderSummary } from '../api/orders.ts';
import { adminPaging, optionalChoice, optionalDay } from './inputs.ts';

/** The longest order number the audit log's filter takes (they are 16 characters). */
const ORDER_NO_MAX = 32;

/** The kinds of record the audit log names. */
export const AUDIT_ENTITIES = [
  'order',
  'order_item',
  'staff',
  'coupon',
  'selling_rules',
  'settings',
  'product',
  'category',
  'designTemplate',
  'media',
  'partner',
  'comment',
  'trust',
  'article',
  'blogPost',
  'blogCategory',
  'quote',
  'review',
  'customer',
  'message',
  'mail',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * Every action the audit log records: staff log-ins, accounts and notice choices, order notes and cancellations,
 * each staff move of an item (`item.` and the move, STAFF_MOVES) and an owner's move back, and the
 * owners' edits of coupons, tax, shipping, the shop's settings and prices, and a failed mail sent again.
 */
export const AUDIT_ACTIONS = [
  'staff.login',
  'staff.login.failed',
  'staff.logout',
  'staff.password',
  'staff.create',
  'staff.update',
  'staff.notices',
  'order.note',
  'order.cancel',
  'order.refund',
  'item.sendProof',
  'item.approveFiles',
  'item.print',
  'item.ship',
  'item.deliver',
  'item.moveBack',
  'item.reprint',
  'coupon.create',
  'coupon.update',
  'taxRates.save',
  'shippingRates.save',
  'settings.save',
  'calendar.save',
  'product.prices',
  'product.reprice',
  'product.create',
  'product.update',
  'product.import',
  'category.create',
  'category.update',
  'category.delete',
  'designTemplate.create',
  'designTemplate.update',
  'designTemplate.publish',
  'designTemplate.delete',
  'media.upload',
  'partner.create',
  'partner.update',
  'partner.delete',
  'partner.order',
  'comment.create',
  'comment.update',
  'comment.delete',
  'trust.save',
  'article.update',
  'designArticle.create',
  'designArticle.update',
  'designArticle.delete',
  'designArticle.order',
  'blogPost.create',
  'blogPost.update',
  'blogPost.delete',
  'blogCategory.create',
  'blogCategory.update',
  'blogCategory.delete',
  'blogCategory.order',
  'quote.offer',
  'quote.decline',
  'review.hide',
  'review.show',
  'customer.note',
  'customer.disable',
  'customer.enable',
  'message.reply',
  'message.assign',
  'message.close',
  'message.reopen',
  'mail.retry',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An entry's action as the log names it; rows written by older versions may hold others. */
export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** A staff member as lists name them. */
export const staffSummary = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type StaffSummary = z.infer<typeof staffSummary>;

export const auditEntry = z.object({
  id: z.number().int(),
  createTime: orderSummary.shape.createTime,
  /** Null for a failed log-in, where nobody is known. */
  staff: staffSummary.nullable(),
  ip: z.string(),
  /** What was done: one of AUDIT_ACTIONS, e.g. 'order.note', 'item.print', 'staff.login'. */
  action: z.string(),
  /** The kind of record (one of AUDIT_ENTITIES) and its id, e.g. 'order' 42. */
  entity: z.string(),
  entityId: z.number().int().nullable(),
  /** The order the record is or belongs to (an order item's order), for a link; else null. */
  orderId: z.number().int().nullable(),
  /** That order's number, as staff name it; null with orderId. */
  orderNo: z.string().nullable(),
  /** The staff member a 'staff' record is, as the staff list names them now; else null. */
  subject: staffSummary.nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminAudit = endpoint({
  ...ADMIN_ROUTES.adminAudit,
  auth: false,
  staff: 'staff.manage',
  summary:
    'The audit log, newest first, filtered by staff member, record, order, action and days; with every staff member for the filter',
  input: z.object({
    staff: optionalIdParam,
    /** An order's number: its own entries and its items'; '' for any. */
    orderNo: optionalText(ORDER_NO_MAX).refine((orderNo) => /^[A-Za-z0-9]*$/.test(orderNo)),
    /** Days of the entry, inclusive, in the shop's time zone. */
    from: optionalDay,
    to: optionalDay,
    entity: optionalChoice(AUDIT_ENTITIES),
    entityId: optionalIdParam,
    action: optionalChoice(AUDIT_ACTIONS),
    ...adminPaging,
  }),
  output: z.object({
    list: z.array(auditEntry),
    total: z.number().int(),
    /** Every staff member, active or not, by name: the choices of the staff filter. */
    staff: z.array(staffSummary),
  }),
});
