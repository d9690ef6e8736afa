import { admin, type api, type Lang } from '@printshop/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ItemChanges } from '../orders/items.ts';
import { type ItemNotice, notifyCustomer } from './mails.ts';
import { moveItem } from './moves.ts';
import { moveRefused, requireMoveBack } from './rules.ts';
import type { ProductionDeps, StaffActor } from './service.ts';
import { itemEvents } from './tables.ts';

/** The moves the customer was mailed about: they are told when an owner undoes one. */
const UNDONE_NOTICES: Partial<Record<admin.ForwardMove, 'printingUndone' | 'shippingUndone'>> = {
  print: 'printingUndone',
  ship: 'shippingUndone',
};

/** A shipment taken back leaves no carrier or tracking number for the customer's page to show. */
const CLEARED_SHIPMENT: ItemChanges = { carrier: null, trackingNo: null };

/** The last move along the line that brought the item into `state`, from its history. */
async function lastMoveInto(
  tx: Db,
  itemId: number,
  state: admin.ItemState,
): Promise<admin.ItemMove | undefined> {
  const [event] = await tx
    .select({ move: itemEvents.move })
    .from(itemEvents)
    .where(and(eq(itemEvents.itemId, itemId), eq(itemEvents.toState, state), ne(itemEvents.move, 'moveBack')))
    .orderBy(desc(itemEvents.id))
    .limit(1);
  return event?.move;
}

/**
 * An owner's move of an item one step back (docs/product.md#production), from the state their
 * screen showed: one move of the line (moves.ts), so the item is locked, moved by compare-and-set
 * and the move recorded with its reason in the item's history and the audit log; a second move
 * back of the same item waits, then finds it elsewhere (409). The customer is mailed, with the
 * reason, when the move undone was one they had been told of.
 */
export async function moveItemBack(
  deps: ProductionDeps,
  itemId: number,
  actor: StaffActor,
  { state, reason }: { state: admin.ItemState; reason: string },
  lang: Lang,
): Promise<api.ItemMoved> {
  const back = admin.ITEM_BACK_MOVES[state];
  if (!back) throw moveRefused(state, 'moveBack', lang);
  const { item, to } = await moveItem(deps.db, itemId, actor, lang, {
    move: 'moveBack',
    from: state,
    to: back.to,
    note: reason,
    changes: back.undoes === 'ship' ? CLEARED_SHIPMENT : undefined,
    check: async (locked, tx) =>
      requireMoveBack(
        { state: locked.state, shown: state, cameBy: await lastMoveInto(tx, itemId, state) },
        lang,
      ),
  });
  const kind = UNDONE_NOTICES[back.undoes];
  if (kind) await notifyCustomer(deps, item, { kind, reason } satisfies ItemNotice);
  return { itemId, state: to };
}
