import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { trackerOf } from './stages';

const paid = { paymentStatus: 'paid' as const, cancelTime: null };
const summary = (state: admin.ItemState, order: Parameters<typeof trackerOf>[1] = paid) =>
  trackerOf(state, order).stages.map(({ name, status }) => `${name}:${status}`);

describe('trackerOf', () => {
  it('lists file review, printing and shipping in that order', () => {
    expect(trackerOf('awaiting_review', paid).stages.map((stage) => stage.name)).toEqual([
      'fileReview',
      'printing',
      'shipping',
    ]);
  });

  it('marks a stage done only once the item has moved past it', () => {
    for (const state of ['awaiting_review', 'proof_sent', 'changes_requested', 'approved'] as const) {
      expect(summary(state)).toEqual(['fileReview:current', 'printing:ahead', 'shipping:ahead']);
    }
    expect(summary('printing')).toEqual(['fileReview:done', 'printing:current', 'shipping:ahead']);
    expect(summary('shipped')).toEqual(['fileReview:done', 'printing:done', 'shipping:current']);
    expect(summary('delivered')).toEqual(['fileReview:done', 'printing:done', 'shipping:done']);
    expect(trackerOf('printing', paid).hold).toBeNull();
  });

  it('holds the line of an unpaid order, except for a proof only the customer can answer', () => {
    const unpaid = { paymentStatus: 'pending' as const, cancelTime: null };
    expect(trackerOf('awaiting_review', unpaid).hold).toBe('awaitingPayment');
    expect(summary('awaiting_review', unpaid)).toEqual([
      'fileReview:ahead',
      'printing:ahead',
      'shipping:ahead',
    ]);
    expect(trackerOf('awaiting_review', { ...unpaid, paymentStatus: 'failed' }).hold).toBe('awaitingPayment');
    expect(trackerOf('proof_sent', unpaid).hold).toBeNull();
  });

  it('shows a cancelled item in no stage', () => {
    const cancelled = { paymentStatus: 'paid' as const, cancelTime: '2026-01-02T03:04:05.000Z' };
    expect(trackerOf('cancelled', cancelled).hold).toBe('cancelled');
    expect(summary('cancelled', cancelled)).toEqual(['fileReview:ahead', 'printing:ahead', 'shipping:ahead']);
    expect(trackerOf('approved', cancelled).hold).toBe('cancelled');
  });
});
