import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint, type InputOf } from '../api/endpoint.ts';
import { idParam, optionalText, requiredText } from '../api/inputs.ts';
import { orderSummary } from '../api/orders.ts';
import { LANGS } from '../lang.ts';
import { staffSummary } from './audit.ts';
import { adminPaging, optionalChoice } from './inputs.ts';
import { MESSAGE_ASSIGNEES, MESSAGE_LIMITS, MESSAGE_STATUSES } from './limits.ts';

/**
 * The contact form's messages as staff answer them (docs/staff.md#contact-messages): an inbox of
 * open or closed messages, each with its thread of replies, which go to the sender by mail in the
 * language they wrote in; a message is assigned to whoever looks after it, and closed when done.
 */

const timestamp = orderSummary.shape.createTime;
const messageStatus = z.enum(MESSAGE_STATUSES);

export const adminMessageRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  /** The start of the message, for the list. */
  excerpt: z.string(),
  status: messageStatus,
  assignee: staffSummary.nullable(),
  /** Replies sent so far. */
  replies: z.number().int(),
  createTime: timestamp,
});
export type AdminMessageRow = z.infer<typeof adminMessageRow>;

/** A staff member's reply, as the message's thread shows it. */
export const messageReply = z.object({
  id: z.number().int(),
  text: z.string(),
  staff: staffSummary,
  createTime: timestamp,
});
export type MessageReply = z.infer<typeof messageReply>;

export const adminMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  companyName: z.string(),
  content: z.string(),
  /** The language the sender wrote from: replies are mailed in it. */
  lang: z.enum(LANGS),
  status: messageStatus,
  createTime: timestamp,
  /** When it was last closed; null while open. */
  closedTime: timestamp.nullable(),
  assignee: staffSummary.nullable(),
  /** Oldest first. */
  replies: z.array(messageReply),
  /** The active staff who may read messages, by name: the choices of the assignment. */
  assignees: z.array(staffSummary),
});
export type AdminMessage = z.infer<typeof adminMessage>;

const messageInput = z.object({ id: idParam });

export const adminMessageList = endpoint({
  ...ADMIN_ROUTES.adminMessageList,
  auth: false,
  staff: 'customers.manage',
  summary:
    'Contact messages, newest first, open ones unless told: assigned to the reader or to nobody, and matching q in the sender’s name or email',
  input: z.object({
    status: optionalChoice(MESSAGE_STATUSES).transform((status) => status ?? 'open'),
    /** Not given: anyone's. */
    assigned: optionalChoice(MESSAGE_ASSIGNEES),
    q: optionalText(MESSAGE_LIMITS.search),
    ...adminPaging,
  }),
  output: z.object({ list: z.array(adminMessageRow), total: z.number().int() }),
});
export type AdminMessageListInput = InputOf<typeof adminMessageList>;

export const adminMessageDetail = endpoint({
  ...ADMIN_ROUTES.adminMessageDetail,
  auth: false,
  staff: 'customers.manage',
  summary: 'A contact message with its sender, its thread of replies and who may be assigned it',
  input: messageInput,
  output: adminMessage,
});

export const adminMessageReply = endpoint({
  ...ADMIN_ROUTES.adminMessageReply,
  auth: false,
  staff: 'customers.manage',
  summary:
    'Reply to a message: kept in its thread (reopening a closed message), then mailed to the sender in their language with their message quoted; `mailed` is false when the mail failed',
  input: messageInput.extend({ text: requiredText(MESSAGE_LIMITS.reply) }),
  output: z.object({ reply: messageReply, mailed: z.boolean() }),
});

export const adminMessageAssign = endpoint({
  ...ADMIN_ROUTES.adminMessageAssign,
  auth: false,
  staff: 'customers.manage',
  summary: 'Assign a message to an active staff member who may read messages, or to nobody (null)',
  input: messageInput.extend({ staffId: idParam.nullable() }),
  output: adminMessage,
});

export const adminMessageClose = endpoint({
  ...ADMIN_ROUTES.adminMessageClose,
  auth: false,
  staff: 'customers.manage',
  summary: 'Close an open message (409 when it is closed already)',
  input: messageInput,
  output: adminMessage,
});

export const adminMessageReopen = endpoint({
  ...ADMIN_ROUTES.adminMessageReopen,
  auth: false,
  staff: 'customers.manage',
  summary: 'Open a closed message again (409 when it is open)',
  input: messageInput,
  output: adminMessage,
});
