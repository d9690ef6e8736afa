/**
 * The back office's limits and choices as plain values, apart from the zod schemas that use them,
 * so that browser code can import them without zod (as constants.ts and uploads.ts are for the
 * storefront).
 */

export const ADMIN_ORDER_LIMITS = {
  search: 100,
  note: 2000,
  /** Most rows one CSV export holds, the first in the chosen order. */
  csvRows: 10_000,
} as const;

/** `due` is the soonest due date of an order's items not shipped yet; orders with none come last. */
export const ORDER_SORTS = ['createTime', 'total', 'orderNo', 'due'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Rows one page of a back-office list holds unless told; at most ADMIN_PAGE_SIZE_MAX. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

export const PRODUCTION_MAX_LENGTH = {
  proofMessage: 2000,
  carrier: 50,
  trackingNo: 60,
  cancelReason: 500,
  moveBackReason: 500,
  refundReason: 500,
  reprintReason: 500,
} as const;

/** Most job tickets one page prints: an order's items, or a day's work picked from the list. */
export const TICKETS_MAX = 100;

/** Most items one bulk move takes: the work of the orders picked on a page of the list. */
export const BULK_ITEMS_MAX = 100;

/**
 * The days a back-office date filter takes (YYYY-MM-DD, inclusive): every record of the shop falls
 * in them, and a year outside is a typing error the database's dates would not hold.
 */
export const FILTER_DAYS = { first: '2000-01-01', last: '2100-12-31' } as const;

/** A staff member's name, and their password: longer than a shopper's, as it guards refunds and every customer's data. */
export const STAFF_LIMITS = { name: 80, passwordMin: 12 } as const;

/** The contact messages' inbox: its search, and a staff member's reply. */
export const MESSAGE_LIMITS = { search: 100, reply: 5000 } as const;

/** A contact message is open until a staff member closes it (docs/staff.md#contact-messages). */
export const MESSAGE_STATUSES = ['open', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Whose messages the inbox shows besides anyone's: the reader's own, or nobody's yet. */
export const MESSAGE_ASSIGNEES = ['me', 'nobody'] as const;
