import { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { canCancel, itemActions } from './item-actions';

const paid = { paymentStatus: 'paid' } as const;
const moves = (
  role: admin.StaffRole,
  state: admin.ItemState,
  order: Parameters<typeof itemActions>[2] = paid,
) => itemActions(role, state, order).map((action) => action.move);

describe('itemActions', () => {
  it('offers production staff and owners the moves the line allows from each state', () => {
    for (const role of ['owner', 'production'] as const) {
      expect(moves(role, 'awaiting_review'), role).toEqual(['sendProof', 'approveFiles']);
      expect(moves(role, 'proof_sent'), role).toEqual(['sendProof']);
      expect(moves(role, 'changes_requested'), role).toEqual(['sendProof', 'approveFiles']);
      expect(moves(role, 'approved'), role).toEqual(['print']);
      expect(moves(role, 'printing'), role).toEqual(['ship']);
      expect(moves(role, 'shipped'), role).toEqual(['deliver']);
      expect(moves(role, 'delivered'), role).toEqual([]);
      expect(moves(role, 'cancelled'), role).toEqual([]);
    }
  });

  it('offers support nothing to move, whatever the state', () => {
    for (const state of admin.ITEM_STATES) expect(moves('support', state), state).toEqual([]);
  });

  it('shows printing an unpaid order as waiting for the payment', () => {
    for (const paymentStatus of ['pending', 'failed'] as const) {
      expect(itemActions('production', 'approved', { paymentStatus })).toEqual([
        { move: 'print', blockedBy: 'unpaid' },
      ]);
    }
    expect(itemActions('production', 'approved', paid)).toEqual([{ move: 'print' }]);
  });
});

describe('canCancel', () => {
  const order = (...states: admin.ItemState[]) => ({
    cancelled: false,
    items: states.map((state) => ({ state })) as admin.AdminOrder['items'],
  });

  it('lets only the owner cancel an order none of whose items has gone to print', () => {
    expect(canCancel('owner', order('awaiting_review', 'approved'))).toBe(true);
    expect(canCancel('production', order('awaiting_review'))).toBe(false);
    expect(canCancel('support', order('awaiting_review'))).toBe(false);
  });

  it('refuses once an item is printing or beyond, or the order is cancelled already', () => {
    expect(canCancel('owner', order('approved', 'printing'))).toBe(false);
    expect(canCancel('owner', order('shipped'))).toBe(false);
    expect(canCancel('owner', { ...order('cancelled'), cancelled: true })).toBe(false);
  });
});
