import { type admin, centsToDollars } from '@printshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { NO_ORDERS, type OrderStats } from '../../orders/customer-orders.ts';
import { fullName } from '../customers.ts';
import { members } from '../tables.ts';

/** The members as customer rows show them, for the list and the customer screen to filter. */
export function customerRows(db: Db) {
  return db
    .select({
      id: members.id,
      email: members.email,
      name: sql<string>`${fullName}`,
      phone: members.mobile,
      lang: members.lang,
      createdAt: members.createdAt,
      disabledAt: members.disabledAt,
    })
    .from(members);
}

type CustomerColumns = Awaited<ReturnType<typeof customerRows>>[number];

/** A member and their order stats as the list and the customer screen show them. */
export function toCustomerRow(
  { createdAt, disabledAt, lang: _, ...member }: CustomerColumns,
  stats: OrderStats = NO_ORDERS,
): admin.AdminCustomerRow {
  return {
    ...member,
    createTime: createdAt.toISOString(),
    orderCount: stats.orderCount,
    totalSpent: centsToDollars(stats.spentCents),
    lastOrderTime: stats.lastOrderAt?.toISOString() ?? null,
    disabledTime: disabledAt?.toISOString() ?? null,
  };
}
