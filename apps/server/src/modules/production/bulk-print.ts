import type { admin, Lang } from '@printshop/contract';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../i18n/messages.ts';
import { type ProductionDeps, printItem, type StaffActor } from './service.ts';

/**
 * Starts printing several items, one after the other, each exactly as the single move does (its
 * own transaction, checks, audit entry and mail): one refused (unpaid, not approved, gone) is
 * answered with the reason the single move would give, and the others still go.
 */
export async function printItems(
  deps: ProductionDeps,
  itemIds: number[],
  actor: StaffActor,
  lang: Lang,
): Promise<admin.BulkMoveOutcome[]> {
  const outcomes: admin.BulkMoveOutcome[] = [];
  for (const itemId of itemIds) {
    try {
      await printItem(deps, itemId, actor, lang);
      outcomes.push({ itemId, moved: true, reason: '' });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcomes.push({ itemId, moved: false, reason: t(lang, error.key, error.params) });
    }
  }
  return outcomes;
}
