import type { admin } from '@printshop/contract';
import type { ItemEvent } from './records.ts';

interface TimelineSources {
  createTime: string;
  paidTime: string | null;
  payments: admin.AdminOrder['payments'];
  events: ItemEvent[];
}

function entry(
  time: string,
  kind: admin.TimelineEntry['kind'],
  fields: Partial<admin.TimelineEntry> = {},
): admin.TimelineEntry {
  return {
    time,
    kind,
    staffName: null,
    itemId: null,
    move: null,
    fromState: null,
    toState: null,
    note: '',
    ...fields,
  };
}

/**
 * An order's history as one list, oldest first: placed, declined payments, paid, and every move
 * of its items with who made it (a staff member, or the customer answering a proof). A declined
 * payment is dated when its attempt started: the payments table keeps no other time.
 */
export function orderTimeline(sources: TimelineSources): admin.TimelineEntry[] {
  const entries = [
    entry(sources.createTime, 'placed'),
    ...(sources.paidTime ? [entry(sources.paidTime, 'paid')] : []),
    ...sources.payments
      .filter((payment) => payment.status === 'failed')
      .map((payment) => entry(payment.createTime, 'paymentFailed', { note: payment.failureMessage ?? '' })),
    ...sources.events.map((event) =>
      entry(event.createdAt.toISOString(), 'item', {
        staffName: event.staffName,
        itemId: event.itemId,
        move: event.move,
        fromState: event.fromState,
        toState: event.toState,
        note: event.note,
      }),
    ),
  ];
  // ISO times in UTC sort as text; the sort is stable, so the order placed stays first on a tie.
  return entries.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}
