import { admin } from '@printshop/contract';

type OrderStanding = Pick<admin.AdminOrder, 'paymentStatus' | 'cancelled'>;

/**
 * Whether the order waits for its payment: neither paid nor cancelled. Only paid orders are
 * produced (docs/product.md#production), so its items show "Awaiting payment" and offer no move.
 */
export function awaitsPayment(order: OrderStanding): boolean {
  return order.paymentStatus !== 'paid' && !order.cancelled;
}

/**
 * The moves an item offers: none to a role that may not move work (docs/staff.md) or while the
 * order awaits payment (the server refuses them with 409), else those the line allows from the
 * item's state (admin.ITEM_MOVE_RULES).
 */
export function itemActions(
  role: admin.StaffRole,
  state: admin.ItemState,
  order: OrderStanding,
): admin.StaffMove[] {
  if (!admin.can(role, 'production.move') || awaitsPayment(order)) return [];
  return admin.STAFF_MOVES.filter((move) => admin.canMove(state, move));
}

/**
 * Where an owner may move the item back to now (admin.ITEM_BACK_MOVES), or null: only when the
 * last move along the line into its state, on the order's timeline, is the one a move back undoes,
 * so a proof the customer approved is never offered (the server refuses it with 409).
 */
export function moveBackTarget(
  role: admin.StaffRole,
  item: Pick<admin.AdminOrder['items'][number], 'id' | 'state'>,
  timeline: readonly admin.TimelineEntry[],
): admin.ItemState | null {
  const back = admin.ITEM_BACK_MOVES[item.state];
  if (!back || !admin.can(role, 'production.undo')) return null;
  const cameBy = timeline.findLast(
    (entry) => entry.itemId === item.id && entry.toState === item.state && entry.move !== 'moveBack',
  );
  return cameBy?.move === back.undoes ? back.to : null;
}

/** Whether the role may have a shipped or delivered item of a paid order printed again at no charge. */
export function canReprint(
  role: admin.StaffRole,
  item: Pick<admin.AdminOrder['items'][number], 'state'>,
  order: OrderStanding,
): boolean {
  return (
    admin.can(role, 'orders.cancel') &&
    order.paymentStatus === 'paid' &&
    !order.cancelled &&
    admin.canMove(item.state, 'reprint')
  );
}

/**
 * Whether the role may cancel the order now: an owner's call, on an order not cancelled yet whose
 * items have none of them gone to print (the server answers 409 otherwise).
 */
export function canCancel(
  role: admin.StaffRole,
  order: Pick<admin.AdminOrder, 'cancelled' | 'items'>,
): boolean {
  return (
    admin.can(role, 'orders.cancel') &&
    !order.cancelled &&
    order.items.every((item) => admin.canMove(item.state, 'cancel'))
  );
}
