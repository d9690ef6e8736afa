import { admin } from '@printshop/contract';

export interface ItemAction {
  move: admin.StaffMove;
  /** Why the move waits: shown beside its disabled button. */
  blockedBy?: 'unpaid';
}

type OrderStanding = Pick<admin.AdminOrder, 'paymentStatus'>;

/**
 * The moves an item offers: none to a role that may not move work (docs/staff.md), else those the
 * line allows from the item's state (admin.ITEM_MOVE_RULES). Printing also needs the order paid
 * (docs/product.md#production), so while it is not, printing shows with the reason it waits.
 */
export function itemActions(
  role: admin.StaffRole,
  state: admin.ItemState,
  order: OrderStanding,
): ItemAction[] {
  if (!admin.can(role, 'production.move')) return [];
  return admin.STAFF_MOVES.filter((move) => admin.canMove(state, move)).map((move) =>
    move === 'print' && order.paymentStatus !== 'paid' ? { move, blockedBy: 'unpaid' } : { move },
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
