import { admin, CODE, type Lang } from '@printshop/contract';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { findLineItem, type ItemChanges, type LineItem, setItemState } from '../orders/items.ts';
import { moveRefused, requireMove, requireStaffMove } from './rules.ts';
import { itemEvents } from './tables.ts';

/** Who moves an item: a staff member (audited) or the customer answering a proof. */
export type Actor =
  | { staffId: number; memberId?: never; ip: string }
  | { memberId: number; staffId?: never; ip: string };

interface MoveOptions<T> {
  /** Why, in the item's history (a cancel reason, a proof's message, a customer's comment). */
  note?: string;
  changes?: ItemChanges;
  /** What else the move must find true of the item, checked while the item is locked. */
  check?: (item: LineItem, tx: Db) => void | Promise<void>;
  /** Writes that belong to the move (a proof row), in its transaction. */
  alongside?: (tx: Db, item: LineItem) => Promise<T>;
}

/**
 * A move along the line follows its rule in the contract; a move back (move-back.ts) names the
 * state it leaves and where it goes, and its `check` alone decides whether it may.
 */
type MoveRequest<T> = MoveOptions<T> &
  (
    | { move: admin.ForwardMove }
    // A move back's note is its reason, which the audit log keeps too.
    | { move: 'moveBack'; from: admin.ItemState; to: admin.ItemState; note: string }
  );

export interface Moved<T> {
  item: LineItem;
  to: admin.ItemState;
  result: T;
}

/** A move staff make, or a bug: the customer's answers are never made in a staff member's name. */
function staffMove(move: admin.ItemMove): admin.StaffMove | admin.OwnerMove {
  if (!admin.isStaffMove(move)) throw new Error(`${move} is not a staff move`);
  return move;
}

/** What the audit log names a staff member's move: `item.` and a staff move, or an owner's move back. */
function staffAction(move: admin.ItemMove): admin.AuditAction {
  return move === 'moveBack' ? 'item.moveBack' : `item.${staffMove(move)}`;
}

/**
 * One move of the production line, in one transaction: the item is locked and its state checked
 * against the state machine (409 naming the state it is in), and for staff its order's payment
 * (409 while unpaid: rules.ts, requireStaffMove), then moved by a compare-and-set
 * update that keeps `stage` = stageOf(state), with a row in its history and, for staff, in the
 * audit log with the values before and after. An unknown item is 404.
 */
export async function moveItem<T = undefined>(
  db: Database,
  itemId: number,
  actor: Actor,
  lang: Lang,
  request: MoveRequest<T>,
): Promise<Moved<T>> {
  const { from, to } =
    request.move === 'moveBack'
      ? { from: [request.from], to: request.to }
      : admin.ITEM_MOVE_RULES[request.move];
  const byStaff =
    actor.staffId === undefined ? null : { staffId: actor.staffId, action: staffAction(request.move) };
  return db.transaction(async (tx) => {
    const item = await findLineItem(tx, itemId, { lock: true });
    if (!item) throw new HttpError(CODE.notFound, 'itemNotFound');
    await request.check?.(item, tx);
    if (request.move !== 'moveBack') {
      if (byStaff) requireStaffMove(item, staffMove(request.move), lang);
      else requireMove(item.state, request.move, lang);
    }
    // Never false while the item is locked: the compare-and-set guards the state on its own.
    if (!(await setItemState(tx, itemId, from, to, request.changes))) {
      throw moveRefused(item.state, request.move, lang);
    }
    const result = (await request.alongside?.(tx, item)) as T;
    await tx.insert(itemEvents).values({
      orderId: item.orderId,
      itemId,
      move: request.move,
      fromState: item.state,
      toState: to,
      staffId: actor.staffId ?? null,
      memberId: actor.memberId ?? null,
      note: request.note ?? '',
    });
    if (byStaff) {
      await recordAudit(tx, {
        staffId: byStaff.staffId,
        ip: actor.ip,
        action: byStaff.action,
        entity: 'order_item',
        entityId: itemId,
        before: { state: item.state },
        after: {
          state: to,
          ...(request.move === 'moveBack' ? { reason: request.note } : {}),
          ...request.changes,
          ...(result === undefined ? {} : { result }),
        },
      });
    }
    return { item, to, result };
  });
}
