import { ORDER_STAGE } from '../constants.ts';

/**
 * Where an order item is on the production line (docs/product.md#production). File review runs
 * awaiting_review → proof_sent ⇄ changes_requested → approved; then printing, shipped,
 * delivered. cancelled ends an item whose order was cancelled before anything printed.
 */
export const ITEM_STATES = [
  'awaiting_review',
  'proof_sent',
  'changes_requested',
  'approved',
  'printing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** Every move an item's history holds: the line's, by who makes it, and an owner's move back. */
export const ITEM_MOVES = [
  'sendProof',
  'approveFiles',
  'approveProof',
  'requestChanges',
  'print',
  'ship',
  'deliver',
  'cancel',
  'reprint',
  'moveBack',
] as const;
export type ItemMove = (typeof ITEM_MOVES)[number];
/** The moves along the line, each from some states to one (ITEM_MOVE_RULES). */
export type ForwardMove = Exclude<ItemMove, 'moveBack'>;

/** The moves staff make on an item's screen; the customer answers proofs, and cancel is the order's. */
export const STAFF_MOVES = [
  'sendProof',
  'approveFiles',
  'print',
  'ship',
  'deliver',
] as const satisfies readonly ItemMove[];
export type StaffMove = (typeof STAFF_MOVES)[number];

/**
 * An owner's remedy for an item that shipped faulty: it goes through printing again at no
 * charge, with a reason the customer is told.
 */
export const OWNER_MOVES = ['reprint'] as const satisfies readonly ItemMove[];
export type OwnerMove = (typeof OWNER_MOVES)[number];

/** A move staff make along the line: one of the screen's, or an owner's remedy. */
export function isStaffMove(move: ItemMove): move is StaffMove | OwnerMove {
  return ([...STAFF_MOVES, ...OWNER_MOVES] as readonly ItemMove[]).includes(move);
}

/** The states each move starts from, and where it leaves the item. */
export const ITEM_MOVE_RULES: Record<ForwardMove, { from: readonly ItemState[]; to: ItemState }> = {
  // A new proof replaces one the customer has not answered yet.
  sendProof: { from: ['awaiting_review', 'proof_sent', 'changes_requested'], to: 'proof_sent' },
  approveFiles: { from: ['awaiting_review', 'changes_requested'], to: 'approved' },
  approveProof: { from: ['proof_sent'], to: 'approved' },
  requestChanges: { from: ['proof_sent'], to: 'changes_requested' },
  // Also needs the order paid: see the server's production rules.
  print: { from: ['approved'], to: 'printing' },
  ship: { from: ['printing'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['awaiting_review', 'proof_sent', 'changes_requested', 'approved'], to: 'cancelled' },
  reprint: { from: ['shipped', 'delivered'], to: 'printing' },
};

export function canMove(state: ItemState, move: ForwardMove): boolean {
  return ITEM_MOVE_RULES[move].from.includes(state);
}

/**
 * An owner's move one step back, by the state it leaves: it undoes the forward move that brought
 * the item there and returns it where that move starts. Approving a proof is the customer's to
 * give, so an approval goes back only when staff approved the files as sent (the server checks the
 * item's history); no other state goes back, a cancelled item never.
 */
export const ITEM_BACK_MOVES: Partial<Record<ItemState, { undoes: ForwardMove; to: ItemState }>> = {
  approved: { undoes: 'approveFiles', to: 'awaiting_review' },
  printing: { undoes: 'print', to: 'approved' },
  // The carrier and tracking number are cleared.
  shipped: { undoes: 'ship', to: 'printing' },
  delivered: { undoes: 'deliver', to: 'shipped' },
};

/** The storefront's sta of a state: file review until printing starts, shipping from shipped. */
export function stageOf(state: ItemState): number {
  if (state === 'printing') return ORDER_STAGE.printing;
  if (state === 'shipped' || state === 'delivered') return ORDER_STAGE.shipping;
  return ORDER_STAGE.fileReview;
}
