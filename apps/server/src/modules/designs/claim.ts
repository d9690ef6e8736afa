import { api, CODE } from '@printshop/contract';
import { count, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { giveUploadsTo } from '../files/owners.ts';
import { hashSecret } from '../identity/sessions.ts';
import { type KnownOwner, lockOwner, ownedBy } from './owner.ts';
import { designs } from './tables.ts';

const countOf = async (db: Db, owner: KnownOwner) => {
  const [row] = await db.select({ designs: count() }).from(designs).where(ownedBy(owner));
  return row?.designs ?? 0;
};

/**
 * Makes the designs a visitor saved under `designKey` the member's, and the uploads they use that
 * no member has yet (docs/decisions/100); answers how many moved. Claiming again moves none. 409
 * when the member would keep more than DESIGNS_PER_OWNER, and nothing moves.
 */
export function claimDesigns(db: Database, memberId: number, designKey: string): Promise<number> {
  const member = { memberId };
  const visitor = { keyHash: hashSecret(designKey) };
  return db.transaction(async (tx) => {
    await lockOwner(tx, member);
    await lockOwner(tx, visitor);
    const waiting = await countOf(tx, visitor);
    if (waiting === 0) return 0;
    if ((await countOf(tx, member)) + waiting > api.DESIGNS_PER_OWNER) {
      throw new HttpError(CODE.conflict, 'designsClaimTooMany', { max: api.DESIGNS_PER_OWNER });
    }
    const moved = await tx
      .update(designs)
      .set({ memberId, visitorKeyHash: null })
      .where(eq(designs.visitorKeyHash, visitor.keyHash))
      .returning({ uploadUrls: designs.uploadUrls });
    await giveUploadsTo(
      tx,
      moved.flatMap((design) => design.uploadUrls),
      memberId,
    );
    return moved.length;
  });
}
