import { describe, expect, it } from 'vitest';
import { printableItemIds, ticketItemIdsOf } from './bulk-actions';

const row = (
  paymentStatus: 'paid' | 'pending' | 'failed',
  items: [number, 'approved' | 'awaiting_review' | 'printing' | 'cancelled'][],
  cancelled = false,
) => ({ paymentStatus, cancelled, items: items.map(([id, state]) => ({ id, state })) });

describe('the list’s bulk actions', () => {
  const rows = [
    row('paid', [
      [1, 'approved'],
      [2, 'printing'],
      [3, 'cancelled'],
    ]),
    row('pending', [[4, 'approved']]),
    row('paid', [[5, 'approved']], true),
    row('paid', [[6, 'approved']]),
  ];

  it('starts printing the approved items of paid orders that are not cancelled', () => {
    expect(printableItemIds(rows)).toEqual([1, 6]);
  });

  it('prints the tickets of every item but the cancelled ones and those of cancelled orders', () => {
    expect(ticketItemIdsOf(rows)).toEqual([1, 2, 4, 6]);
  });

  it('has nothing to do for no rows', () => {
    expect([printableItemIds([]), ticketItemIdsOf([])]).toEqual([[], []]);
  });
});
