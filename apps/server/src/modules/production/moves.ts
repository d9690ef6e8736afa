import { admin, CODE, type Lang } from '@printshop/contract';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { findLineItem, type ItemChanges, type LineItem, setItemState } from '../orders/items.ts';
import { moveRefused, requireMove } from './rules.ts';
import { itemEvents } from './tables.ts';

/** Who moves an item: a staff member (audited) or the customer answering a proof. */
export type Actor =
  | { staffId: number; memberId?: never; ip: string }
  | { memberId: number; staffId?: never; ip: string };

export interface MoveRequest<T> {
  move: admin.ItemMove;
  /** Why, in the item's history (a cancel reason, a proof's message, a customer's comment). */
  note?: string;
  changes?: ItemChanges;
  /** What else the move must find true of the item, checked while the item is locked. */
  check?: (item: LineItem) => void;
  /** Writes that belong to the move (a proof row), in its transaction. */
  alongside?: (tx: Db, item: LineItem) => Promise<T>;
}

export interface Moved<T> {
  item: LineItem;
  to: admin.ItemState;
  result: T;
}

/**
 * One move of the production line, in one transaction: the item is locked and its state checked
 * against the state machine (409 naming the state it is in), then moved by a compare-and-set
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
  const { from, to } = admin.ITEM_MOVE_RULES[request.move];
  return db.transaction(async (tx) => {
    const item = await findLineItem(tx, itemId, { lock: true });
    if (!item) throw new HttpError(CODE.notFound, 'itemNotFound');
    request.check?.(item);
    requireMove(item.state, request.move, lang);
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
    if (actor.staffId !== undefined) {
      if (!admin.isStaffMove(request.move)) throw new Error(`${request.move} is not a staff move`);
      await recordAudit(tx, {
        staffId: actor.staffId,
        ip: actor.ip,
        action: `item.${request.move}`,
        entity: 'order_item',
        entityId: itemId,
        before: { state: item.state },
        after: { state: to, ...request.changes, ...(result === undefined ? {} : { result }) },
      });
    }
    return { item, to, result };
  });
}
