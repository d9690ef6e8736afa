import { type admin, type api, CODE, type Lang } from '@printshop/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { FileStorage } from '../files/storage.ts';
import { findLineItem } from '../orders/items.ts';
import { type MailDeps, notifyCustomer } from './mails.ts';
import { type Actor, moveItem } from './moves.ts';
import { storeProofFile } from './proof-files.ts';
import { addProof } from './proofs.ts';
import { requireStaffMove } from './rules.ts';

/**
 * The staff moves of the production line (docs/product.md#production), each refused while the
 * order is not paid (moveItem, rules.ts requireStaffMove).
 */

export interface ProductionDeps extends MailDeps {
  db: Database;
  storage: FileStorage;
}

export type StaffActor = Extract<Actor, { staffId: number }>;

const moved = (itemId: number, state: admin.ItemState): api.ItemMoved => ({ itemId, state });

/**
 * Sends a proof: the file is stored (an image, or a PDF with an image of its first page), then
 * in one move the item waits for the customer's answer with the new version, a pending one
 * superseded. The order's payment and the item's state are checked before the file is stored,
 * so a refused move stores nothing; moveItem checks them again with the item locked.
 */
export async function sendProof(
  deps: ProductionDeps,
  itemId: number,
  actor: StaffActor,
  proof: { filePath: string; message: string },
  lang: Lang,
): Promise<{ id: number; version: number; url: string }> {
  const item = await findLineItem(deps.db, itemId);
  if (!item) throw new HttpError(CODE.notFound, 'itemNotFound');
  requireStaffMove(item, 'sendProof', lang);
  const file = await storeProofFile(deps.db, deps.storage, proof.filePath);
  const { item: sent, result } = await moveItem(deps.db, itemId, actor, lang, {
    move: 'sendProof',
    note: proof.message,
    alongside: async (tx) => ({
      ...(await addProof(tx, itemId, { ...file, message: proof.message, staffId: actor.staffId })),
      url: file.url,
    }),
  });
  await notifyCustomer(deps, sent, { kind: 'proof', version: result.version, message: proof.message });
  return result;
}

export async function approveFiles(
  db: Database,
  itemId: number,
  actor: StaffActor,
  lang: Lang,
): Promise<api.ItemMoved> {
  const { to } = await moveItem(db, itemId, actor, lang, { move: 'approveFiles' });
  return moved(itemId, to);
}

export async function printItem(
  deps: ProductionDeps,
  itemId: number,
  actor: StaffActor,
  lang: Lang,
): Promise<api.ItemMoved> {
  const { item, to } = await moveItem(deps.db, itemId, actor, lang, { move: 'print' });
  await notifyCustomer(deps, item, { kind: 'printing' });
  return moved(itemId, to);
}

export async function shipItem(
  deps: ProductionDeps,
  itemId: number,
  actor: StaffActor,
  shipment: { carrier: string; trackingNo: string },
  lang: Lang,
): Promise<api.ItemMoved> {
  const { item, to } = await moveItem(deps.db, itemId, actor, lang, { move: 'ship', changes: shipment });
  await notifyCustomer(deps, item, { kind: 'shipped', ...shipment });
  return moved(itemId, to);
}

export async function deliverItem(
  db: Database,
  itemId: number,
  actor: StaffActor,
  lang: Lang,
): Promise<api.ItemMoved> {
  const { to } = await moveItem(db, itemId, actor, lang, { move: 'deliver' });
  return moved(itemId, to);
}
