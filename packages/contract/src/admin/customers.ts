import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { address } from '../api/addresses.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, optionalText, requiredText } from '../api/inputs.ts';
import { orderSummary } from '../api/orders.ts';
import { adminPaging } from './inputs.ts';
import { adminOrderRow, orderNote } from './orders.ts';
import { QUOTE_STATUSES } from './quotes.ts';

/**
 * The back office's customers (docs/staff.md): the shop's members found by email or name, one
 * customer with their orders, quotes, addresses and staff's internal notes, and the switch that
 * disables an account (its sessions end, it can no longer log in) and enables it again.
 */

export const CUSTOMER_LIMITS = {
  search: 100,
  note: 2000,
  /** The newest orders and quotes the customer screen lists; the orders list has the others. */
  recent: 20,
} as const;

const money = orderSummary.shape.totalAmount;
const timestamp = orderSummary.shape.createTime;

export const adminCustomerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  /** First and last name. */
  name: z.string(),
  phone: z.string(),
  /** When the account was made. */
  createTime: timestamp,
  /** Every order placed, paid or not, cancelled or not. */
  orderCount: z.number().int(),
  /** What the paid orders came to, less what was refunded of them. */
  totalSpent: money,
  lastOrderTime: timestamp.nullable(),
  /** When staff disabled the account; null while it may log in. */
  disabledTime: timestamp.nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

export const adminCustomerList = endpoint({
  ...ADMIN_ROUTES.adminCustomerList,
  auth: false,
  staff: 'customers.manage',
  summary:
    'Customers whose email or name holds q (anywhere, any case), the newest account first, a page at a time, each with their orders count, total spent and last order',
  input: z.object({ q: optionalText(CUSTOMER_LIMITS.search), ...adminPaging }),
  output: z.object({ list: z.array(adminCustomerRow), total: z.number().int() }),
});

/** One of the customer's orders: the order list's columns that say how it stands. */
export const customerOrder = adminOrderRow.pick({
  id: true,
  orderNo: true,
  createTime: true,
  paymentStatus: true,
  cancelled: true,
  totalAmount: true,
  refunded: true,
  itemCount: true,
});
export type CustomerOrder = z.infer<typeof customerOrder>;

/** A quote the customer asked for, logged in or with their email. */
export const customerQuote = z.object({
  id: z.number().int(),
  createTime: timestamp,
  productName: z.string(),
  qty: z.number().int().nullable(),
  /** As the quotes inbox shows it: an offer past its date reads as expired. */
  status: z.enum(QUOTE_STATUSES),
});
export type CustomerQuote = z.infer<typeof customerQuote>;

/** A staff note on a customer: who wrote it and when, as an order's note. */
export const customerNote = orderNote;
export type CustomerNote = z.infer<typeof customerNote>;

export const customerProfile = adminCustomerRow.extend({
  /** The language the customer last shopped in: their mails are written in it. */
  lang: z.string(),
  /** The newest CUSTOMER_LIMITS.recent orders, newest first (orderCount has them all). */
  orders: z.array(customerOrder),
  /** The newest CUSTOMER_LIMITS.recent quotes, newest first, and how many there are. */
  quotes: z.array(customerQuote),
  quoteCount: z.number().int(),
  /** The address book: billing (type 1) and delivery (type 2), at most one of each. */
  addresses: z.array(address),
  /** Newest first. */
  notes: z.array(customerNote),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const adminCustomerDetail = endpoint({
  ...ADMIN_ROUTES.adminCustomerDetail,
  auth: false,
  staff: 'customers.manage',
  summary:
    'One customer: contact details, orders, quotes, addresses, internal notes and whether the account is disabled',
  input: z.object({ id: idParam }),
  output: customerProfile,
});

export const addCustomerNote = endpoint({
  ...ADMIN_ROUTES.addCustomerNote,
  auth: false,
  staff: 'customers.manage',
  summary: 'Add an internal note to a customer (never shown to them)',
  input: z.object({ id: idParam, text: requiredText(CUSTOMER_LIMITS.note) }),
  output: customerNote,
});

const accountStanding = z.object({ id: z.number().int(), disabledTime: timestamp.nullable() });

export const disableCustomer = endpoint({
  ...ADMIN_ROUTES.disableCustomer,
  auth: false,
  staff: 'customers.manage',
  summary:
    'Disable an account: all its sessions end at once, and logging in or resetting its password is refused until it is enabled (409 when already disabled)',
  input: z.object({ id: idParam }),
  output: accountStanding,
});

export const enableCustomer = endpoint({
  ...ADMIN_ROUTES.enableCustomer,
  auth: false,
  staff: 'customers.manage',
  summary: 'Enable a disabled account: it may log in again (409 when it is not disabled)',
  input: z.object({ id: idParam }),
  output: accountStanding,
});
