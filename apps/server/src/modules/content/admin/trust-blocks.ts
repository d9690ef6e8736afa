import { admin } from '@printshop/contract';
import type { Database, Db } from '../../../db/client.ts';
import { readTrustBlocks, writeTrustBlocks } from '../trust-blocks.ts';
import { type ContentEditor, recordContentEdit } from './content-edit.ts';

const BLANK: admin.TrustBlock = { icon: '', title: { en: '', zh: '' }, body: { en: '', zh: '' } };

/** The three trust blocks to edit; blank ones on a shop seeded before they were content. */
export async function trustBlocksToEdit(db: Db): Promise<admin.TrustBlock[]> {
  return (await readTrustBlocks(db)) ?? Array.from({ length: admin.TRUST_BLOCK_COUNT }, () => BLANK);
}

/** Saves the three trust blocks together, audited before and after. */
export function saveTrustBlocks(
  db: Database,
  blocks: admin.TrustBlock[],
  editor: ContentEditor,
): Promise<admin.TrustBlock[]> {
  return db.transaction(async (tx) => {
    const before = await readTrustBlocks(tx, { lock: true });
    await writeTrustBlocks(tx, blocks);
    await recordContentEdit(tx, editor, {
      action: 'trust.save',
      entity: 'trust',
      entityId: null,
      before,
      after: blocks,
    });
    return blocks;
  });
}
