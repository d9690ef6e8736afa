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

/** Every move of the line, by who makes it. */
export const ITEM_MOVES = [
  'sendProof',
  'approveFiles',
  'approveProof',
  'requestChanges',
  'print',
  'ship',
  'deliver',
  'cancel',
] as const;
export type ItemMove = (typeof ITEM_MOVES)[number];

/** The moves staff make on an item's screen; the customer answers proofs, and cancel is the order's. */
export const STAFF_MOVES = [
  'sendProof',
  'approveFiles',
  'print',
  'ship',
  'deliver',
] as const satisfies readonly ItemMove[];
export type StaffMove = (typeof STAFF_MOVES)[number];

export function isStaffMove(move: ItemMove): move is StaffMove {
  return (STAFF_MOVES as readonly ItemMove[]).includes(move);
}

/** The states each move starts from, and where it leaves the item. */
export const ITEM_MOVE_RULES: Record<ItemMove, { from: readonly ItemState[]; to: ItemState }> = {
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
};

export function canMove(state: ItemState, move: ItemMove): boolean {
  return ITEM_MOVE_RULES[move].from.includes(state);
}

/** The storefront's sta of a state: file review until printing starts, shipping from shipped. */
export function stageOf(state: ItemState): number {
  if (state === 'printing') return ORDER_STAGE.printing;
  if (state === 'shipped' || state === 'delivered') return ORDER_STAGE.shipping;
  return ORDER_STAGE.fileReview;
}
