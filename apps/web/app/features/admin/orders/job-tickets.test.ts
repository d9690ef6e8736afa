import { describe, expect, it } from 'vitest';
import { hasTicket, ticketItemIds } from './job-tickets';

describe('job tickets on the order screen', () => {
  it('offers a ticket for every item but a cancelled one', () => {
    const open = { cancelled: false };
    expect(hasTicket({ state: 'awaiting_review' }, open)).toBe(true);
    expect(hasTicket({ state: 'delivered' }, open)).toBe(true);
    expect(hasTicket({ state: 'cancelled' }, open)).toBe(false);
    expect(hasTicket({ state: 'approved' }, { cancelled: true })).toBe(false);
  });

  it('prints the order’s items that have one together', () => {
    const items = [
      { id: 3, state: 'printing' },
      { id: 4, state: 'cancelled' },
      { id: 5, state: 'approved' },
    ] as const;
    expect(ticketItemIds({ cancelled: false, items })).toEqual([3, 5]);
    expect(ticketItemIds({ cancelled: true, items })).toEqual([]);
  });
});
