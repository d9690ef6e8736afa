import { admin, CODE, type Lang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { listAddresses } from '../../addresses/service.ts';
import { orderStatsOfMembers, recentOrdersOfMember } from '../../orders/customer-orders.ts';
import { quotesOfCustomer } from '../../quotes/of-customer.ts';
import { staffDirectory } from '../../staff/service.ts';
import { members } from '../tables.ts';
import { notesOfCustomer, toCustomerNote } from './customer-notes.ts';
import { customerRows, toCustomerRow } from './customer-rows.ts';

/**
 * One customer as the back office shows them: contact details and order stats, their newest
 * orders and quotes, their address book and staff's notes. Nine queries however many orders,
 * quotes and notes; 404 for an unknown id.
 */
export async function adminCustomer(db: Db, lang: Lang, memberId: number): Promise<admin.CustomerProfile> {
  const [member] = await customerRows(db).where(eq(members.id, memberId));
  if (!member) throw new HttpError(CODE.notFound, 'customerNotFound');
  const recent = admin.CUSTOMER_LIMITS.recent;
  const [stats, orders, quotes, addresses, notes, staff] = await Promise.all([
    orderStatsOfMembers(db, [memberId]),
    recentOrdersOfMember(db, memberId, recent),
    quotesOfCustomer(db, member, recent),
    listAddresses(db, memberId, lang),
    notesOfCustomer(db, memberId),
    staffDirectory(db),
  ]);
  const staffNames = new Map(staff.map((person) => [person.id, person.name]));
  return {
    ...toCustomerRow(member, stats.get(memberId)),
    lang: member.lang,
    orders,
    quotes: quotes.list,
    quoteCount: quotes.total,
    addresses,
    notes: notes.map((note) => toCustomerNote(note, staffNames.get(note.staffId) ?? `#${note.staffId}`)),
  };
}
