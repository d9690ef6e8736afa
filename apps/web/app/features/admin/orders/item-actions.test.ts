import { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { awaitsPayment, canCancel, canReprint, itemActions, moveBackTarget } from './item-actions';

const paid = { paymentStatus: 'paid', cancelled: false } as const;
const moves = (
  role: admin.StaffRole,
  state: admin.ItemState,
  order: Parameters<typeof itemActions>[2] = paid,
) => itemActions(role, state, order);

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

  it('offers nothing while the order awaits payment, whatever the state and role', () => {
    for (const paymentStatus of ['pending', 'failed'] as const) {
      const unpaid = { paymentStatus, cancelled: false };
      expect(awaitsPayment(unpaid)).toBe(true);
      for (const state of admin.ITEM_STATES) {
        expect(moves('owner', state, unpaid), state).toEqual([]);
        expect(moves('production', state, unpaid), state).toEqual([]);
      }
    }
    expect(awaitsPayment(paid)).toBe(false);
    // A cancelled order no longer waits for a payment: it will never come.
    expect(awaitsPayment({ paymentStatus: 'pending', cancelled: true })).toBe(false);
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

describe('moveBackTarget', () => {
  const entry = (itemId: number, move: admin.ItemMove, toState: admin.ItemState) =>
    ({ itemId, move, toState, kind: 'item' }) as admin.TimelineEntry;
  const filesApproved = [entry(1, 'approveFiles', 'approved')];

  it('offers the owner the step back the state has', () => {
    expect(moveBackTarget('owner', { id: 1, state: 'approved' }, filesApproved)).toBe('awaiting_review');
    const printed = [...filesApproved, entry(1, 'print', 'printing')];
    expect(moveBackTarget('owner', { id: 1, state: 'printing' }, printed)).toBe('approved');
    expect(moveBackTarget('owner', { id: 1, state: 'awaiting_review' }, [])).toBeNull();
    expect(
      moveBackTarget('owner', { id: 1, state: 'cancelled' }, [entry(1, 'cancel', 'cancelled')]),
    ).toBeNull();
  });

  it('never offers to take back a proof the customer approved, nor to other roles', () => {
    const proofApproved = [entry(1, 'approveProof', 'approved'), entry(1, 'print', 'printing')];
    const movedBack = [...proofApproved, entry(1, 'moveBack', 'approved')];
    expect(moveBackTarget('owner', { id: 1, state: 'approved' }, movedBack)).toBeNull();
    expect(moveBackTarget('production', { id: 1, state: 'approved' }, filesApproved)).toBeNull();
    expect(moveBackTarget('support', { id: 1, state: 'approved' }, filesApproved)).toBeNull();
  });
});

describe('canReprint', () => {
  it('offers an owner a reprint of a shipped or delivered item of a paid order', () => {
    expect(canReprint('owner', { state: 'shipped' }, paid)).toBe(true);
    expect(canReprint('owner', { state: 'delivered' }, paid)).toBe(true);
  });

  it('offers none before shipping, on an unpaid or cancelled order, or to other roles', () => {
    expect(canReprint('owner', { state: 'printing' }, paid)).toBe(false);
    expect(canReprint('owner', { state: 'delivered' }, { paymentStatus: 'failed', cancelled: false })).toBe(
      false,
    );
    expect(canReprint('owner', { state: 'delivered' }, { ...paid, cancelled: true })).toBe(false);
    expect(canReprint('production', { state: 'delivered' }, paid)).toBe(false);
    expect(canReprint('support', { state: 'delivered' }, paid)).toBe(false);
  });
});
