import type { admin } from '@printshop/contract';
import type { Database } from '../../../db/client.ts';
import { readCalendarSettings, writeCalendarSettings } from '../shop-calendar.ts';
import { type ContentEditor, recordContentEdit } from './content-edit.ts';

/**
 * Saves the cut-off and replaces the holidays, audited before and after; every process forgets
 * the product pages that showed the old ship-by dates when it commits.
 */
export function saveShopCalendar(
  db: Database,
  settings: admin.ShopCalendarSettings,
  editor: ContentEditor,
): Promise<admin.ShopCalendarSettings> {
  return db.transaction(async (tx) => {
    const before = await readCalendarSettings(tx, { lock: true });
    await writeCalendarSettings(tx, settings);
    const after = await readCalendarSettings(tx);
    await recordContentEdit(tx, editor, {
      action: 'calendar.save',
      entity: 'settings',
      entityId: null,
      before,
      after,
    });
    return after;
  });
}
