import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { orderSummary, paymentStatus } from '../api/orders.ts';
import { ITEM_STATES } from './item-states.ts';

const itemState = z.enum(ITEM_STATES);

/** Late items the dashboard lists (the count covers them all), the most overdue first. */
export const DASHBOARD_LATE_ITEMS = 20;
/** Days of paid orders and revenue the dashboard charts, today included. */
export const DASHBOARD_DAYS = 30;

export const lateItem = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  itemId: z.number().int(),
  productName: z.string(),
  state: itemState,
  dueAt: orderSummary.shape.createTime,
});

/** The payment statuses of an order still to be paid: its items wait out of production. */
export const UNPAID_STATUSES = paymentStatus.exclude(['paid']).options;
export type UnpaidStatus = (typeof UNPAID_STATUSES)[number];

export const salesDay = z.object({
  date: z.iso.date().describe('YYYY-MM-DD in the shop’s time zone'),
  /** Orders paid that day. */
  orders: z.number().int(),
  /** What they were paid, less what was refunded of them since. */
  revenue: orderSummary.shape.totalAmount,
});

export const dashboard = z.object({
  /** How many items are in each state now, leaving out the items of orders awaiting payment. */
  itemsPerState: z.record(itemState, z.number().int()),
  /** Orders awaiting payment (neither paid nor cancelled), by payment status. */
  awaitingPayment: z.record(z.enum(UNPAID_STATUSES), z.number().int()),
  late: z.object({ count: z.number().int(), items: z.array(lateItem) }),
  /** The last DASHBOARD_DAYS days, oldest first, every day present. */
  days: z.array(salesDay),
  /**
   * Emails of active staff still using a password the README publishes; always empty for
   * other roles than owner.
   */
  demoPasswords: z.array(z.string()),
  /** Contact messages open, waiting for staff; null for roles that may not read them. */
  openMessages: z.number().int().nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;

export const adminDashboard = endpoint({
  ...ADMIN_ROUTES.adminDashboard,
  auth: false,
  staff: 'orders.read',
  summary: `Items per state, late items, paid orders and revenue per day for ${DASHBOARD_DAYS} days`,
  input: z.object({}),
  output: dashboard,
});
