import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { preflightSchema } from '../api/files.ts';
import { idParam, numberFromForm, optionalText, requiredText } from '../api/inputs.ts';
import {
  orderAddress,
  orderItem,
  orderSummary,
  PAYMENT_STATUSES,
  paymentStatus,
  proof,
} from '../api/orders.ts';
import { ORDER_STAGE } from '../constants.ts';
import { adminPaging, idList, optionalChoice, optionalDay } from './inputs.ts';
import { ITEM_MOVES, ITEM_STATES } from './item-states.ts';
import { ADMIN_ORDER_LIMITS, ADMIN_PAGE_SIZE_MAX, ORDER_SORTS } from './limits.ts';

/**
 * The back office's order calls (docs/staff.md): the list with its filters, the CSV export,
 * one order with everything known about it, and internal notes.
 */

const money = orderSummary.shape.totalAmount;
const timestamp = orderSummary.shape.createTime;
const itemState = z.enum(ITEM_STATES);

/**
 * Which orders, in which order. stage and state pick orders with at least one item there, leaving
 * out orders awaiting payment (not produced yet) unless `payment` asks for them; late=1 picks the
 * orders with a late item (docs/staff.md); q matches the order number, the customer's email or
 * name, the catalogue's name of a product ordered in either language, or the delivery address's
 * company, phone (also as its digits alone) or ZIP code, anywhere, case-insensitively and
 * literally; from and to are days of the order's creation, inclusive; ids keeps only those orders
 * (a selection made on the list, for its CSV export).
 */
export const adminOrderFilters = z.object({
  stage: numberFromForm(
    z.literal([ORDER_STAGE.fileReview, ORDER_STAGE.printing, ORDER_STAGE.shipping]).optional(),
  ),
  state: optionalChoice(ITEM_STATES),
  payment: optionalChoice(PAYMENT_STATUSES),
  q: optionalText(ADMIN_ORDER_LIMITS.search),
  from: optionalDay,
  to: optionalDay,
  late: numberFromForm(z.literal(1).optional()),
  ids: idList(ADMIN_PAGE_SIZE_MAX).optional(),
  sort: optionalChoice(ORDER_SORTS).transform((sort) => sort ?? 'createTime'),
  dir: optionalChoice(['asc', 'desc']).transform((dir) => dir ?? 'desc'),
});
export type AdminOrderFilters = z.output<typeof adminOrderFilters>;

export const adminCustomer = z.object({ id: z.number().int(), email: z.string(), name: z.string() });

export const adminOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  createTime: timestamp,
  paidTime: timestamp.nullable(),
  paymentStatus,
  cancelled: z.boolean(),
  customer: adminCustomer,
  totalAmount: money,
  /** What was given back of it (a cancellation's refund, an owner's partial refunds). */
  refunded: money,
  /** Number of items (lines) in the order. */
  itemCount: z.number().int(),
  /** The distinct states of its items. */
  states: z.array(itemState),
  /** The distinct product names of its items, in the reader's language. */
  productNames: z.array(z.string()),
  /** Whether an item is past its due date and not shipped yet. */
  late: z.boolean(),
  /** The soonest due date of its items not shipped yet; null when none is due (unpaid, or all shipped). */
  dueAt: timestamp.nullable(),
  /** Its items, oldest first, for the list's bulk actions (start printing, job tickets). */
  items: z.array(z.object({ id: z.number().int(), state: itemState })),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderList = endpoint({
  ...ADMIN_ROUTES.adminOrderList,
  auth: false,
  staff: 'orders.read',
  summary: 'Orders matching the filters, a page at a time, with the total count',
  input: adminOrderFilters.extend(adminPaging),
  output: z.object({
    list: z.array(adminOrderRow),
    /** How many orders the filters pick, counted at most 5 seconds ago. */
    total: z.number().int(),
  }),
});

export const adminOrdersCsv = endpoint({
  ...ADMIN_ROUTES.adminOrdersCsv,
  auth: false,
  staff: 'orders.read',
  produces: 'text/csv',
  summary: `The orders matching the filters as CSV (UTF-8, headers in the reader's language), at most ${ADMIN_ORDER_LIMITS.csvRows.toLocaleString('en-US')} rows`,
  input: adminOrderFilters,
  output: z.string(),
});

export const adminProof = proof.extend({
  answeredAt: timestamp.nullable(),
  /** The design file the customer sent with their changes, if any. */
  newFileUrl: z.string().nullable(),
});

export const adminOrderItem = z.object({
  id: z.number().int(),
  productNo: z.string(),
  productName: z.string(),
  productImg: z.string(),
  attributes: orderItem.shape.productAttributeVOList,
  qty: z.number().int(),
  unitPrice: money,
  subtotal: money,
  /** The design files' URLs. */
  files: z.array(z.string()),
  /** What each design file's preflight found when it was uploaded, for the files that have one. */
  preflights: z.array(z.object({ url: z.string(), preflight: preflightSchema })),
  state: itemState,
  stage: z.number().int(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  dueAt: timestamp.nullable(),
  /** The ship day the customer was promised when they paid, as their order page shows it. */
  shipBy: orderItem.shape.shipBy,
  late: z.boolean(),
  /** Newest first, as the customer's order page lists them. */
  proofs: z.array(adminProof),
});

export const adminPayment = z.object({
  id: z.number().int(),
  provider: z.string(),
  intentId: z.string(),
  status: z.enum(['created', 'succeeded', 'failed']),
  amount: money,
  failureMessage: z.string().nullable(),
  createTime: timestamp,
});

/** A part of the order an owner refunded (a cancellation's refund is the order's `refunded`). */
export const adminRefund = z.object({
  id: z.number().int(),
  amount: money,
  /** The items it was for; empty for an amount. */
  itemIds: z.array(z.number().int()),
  reason: z.string(),
  staffName: z.string(),
  createTime: timestamp,
});

export const TIMELINE_KINDS = ['placed', 'paid', 'paymentFailed', 'item'] as const;

/** One step of an order's history: placed, paid, a declined payment, or a move of an item. */
export const timelineEntry = z.object({
  time: timestamp,
  kind: z.enum(TIMELINE_KINDS),
  /** Who: the staff member's name, or null when it was the customer. */
  staffName: z.string().nullable(),
  itemId: z.number().int().nullable(),
  move: z.enum(ITEM_MOVES).nullable(),
  fromState: itemState.nullable(),
  toState: itemState.nullable(),
  /** The move's note (a proof's message, a comment, a cancel reason) or a payment's failure. */
  note: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const orderNote = z.object({
  id: z.number().int(),
  text: z.string(),
  staffName: z.string(),
  createTime: timestamp,
});
export type OrderNote = z.infer<typeof orderNote>;

export const adminOrder = orderSummary
  .pick({
    id: true,
    orderNo: true,
    createTime: true,
    paidTime: true,
    paymentStatus: true,
    subtotal: true,
    discount: true,
    tax: true,
    deliveryfee: true,
    totalAmount: true,
    coupon: true,
    remark: true,
  })
  .extend({
    cancelled: z.boolean(),
    cancelTime: timestamp.nullable(),
    cancelReason: z.string().nullable(),
    refunded: money,
    customer: adminCustomer.extend({ phone: z.string() }),
    shippingAddress: orderAddress,
    billingAddress: orderAddress.nullable(),
    payments: z.array(adminPayment),
    /** Oldest first. */
    refunds: z.array(adminRefund),
    items: z.array(adminOrderItem),
    /** Oldest first. */
    timeline: z.array(timelineEntry),
    /** Newest first. */
    notes: z.array(orderNote),
  });
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrderDetail = endpoint({
  ...ADMIN_ROUTES.adminOrderDetail,
  auth: false,
  staff: 'orders.read',
  summary:
    'One order: customer, addresses, payments, items with their files, state, shipment and proofs, its timeline and internal notes',
  input: z.object({ id: idParam }),
  output: adminOrder,
});

export const addOrderNote = endpoint({
  ...ADMIN_ROUTES.addOrderNote,
  auth: false,
  staff: 'orders.note',
  summary: 'Add an internal note to an order (never shown to the customer)',
  input: z.object({ id: idParam, text: requiredText(ADMIN_ORDER_LIMITS.note) }),
  output: orderNote,
});
