import type { api, Lang } from '@printshop/contract';
import { notifyCustomer } from './mails.ts';
import { moveItem } from './moves.ts';
import type { ProductionDeps, StaffActor } from './service.ts';

/**
 * Prints a shipped or delivered item of a paid order again, at no charge (docs/product.md#production):
 * one move back to printing with the owner's reason in its history and the audit log; it then
 * ships again as any printed item does. The customer is mailed the reason, in the order's language.
 */
export async function reprintItem(
  deps: ProductionDeps,
  itemId: number,
  actor: StaffActor,
  reason: string,
  lang: Lang,
): Promise<api.ItemMoved> {
  const { item, to } = await moveItem(deps.db, itemId, actor, lang, { move: 'reprint', note: reason });
  await notifyCustomer(deps, item, { kind: 'reprint', reason });
  return { itemId, state: to };
}
