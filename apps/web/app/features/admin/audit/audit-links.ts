import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import type { SentenceLink } from '../lib/sentence';
import { orderPath } from '../orders/order-query';
import { staffAuditPath } from './audit-query';

/** A staff member named by an audit sentence, linked to everything they did. */
export const staffLink = (id: number, name: string): SentenceLink => ({ text: name, to: staffAuditPath(id) });

/**
 * Who made an entry's change, by their name as the staff list has it now (the log keeps only
 * their id); null when the entry names nobody.
 */
export const whoOf = (entry: admin.AuditEntry): SentenceLink | null =>
  entry.staff ? staffLink(entry.staff.id, entry.staff.name) : null;

/** Who made it, or words for someone the log does not name. */
export const whoOrUnknown = (entry: admin.AuditEntry, texts: AdminMessages) =>
  whoOf(entry) ?? texts.activity.unknownStaff;

/** The order an entry's record is or belongs to, by number, linked to its screen; null for none. */
export const orderLinkOf = (entry: admin.AuditEntry): SentenceLink | null =>
  entry.orderId !== null && entry.orderNo !== null
    ? { text: entry.orderNo, to: orderPath(entry.orderId) }
    : null;
