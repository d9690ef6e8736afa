import type { api } from '@printshop/contract';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import { proofs } from './tables.ts';

/** A proof as the customer's order page shows it. */
export function customerProof(row: typeof proofs.$inferSelect): api.Proof {
  return {
    id: row.id,
    version: row.version,
    url: row.fileUrl,
    previewUrl: row.previewUrl,
    mime: row.mime,
    message: row.message,
    state: row.state,
    createTime: row.createdAt.toISOString(),
    comment: row.comment,
  };
}

/** An item's proofs as the customer's order page shows them, newest first. */
export async function proofsOf(db: Db, itemId: number): Promise<api.Proof[]> {
  const rows = await db.select().from(proofs).where(eq(proofs.itemId, itemId)).orderBy(desc(proofs.version));
  return rows.map(customerProof);
}

/** The proofs of these items as the customer sees them, by item id, newest first: one query for them all. */
export async function proofsOfItems(db: Db, itemIds: readonly number[]): Promise<Map<number, api.Proof[]>> {
  const rows = await db
    .select()
    .from(proofs)
    .where(inArray(proofs.itemId, [...itemIds]))
    .orderBy(desc(proofs.version));
  const byItem = groupBy(rows, (row) => row.itemId);
  return new Map([...byItem].map(([itemId, list]) => [itemId, list.map(customerProof)]));
}

/** A proof file as stored: the file, an image of it ('' when there is none), and its type. */
export interface ProofFile {
  url: string;
  previewUrl: string;
  mime: string;
}

/**
 * Adds the item's next proof version, superseding a pending one the customer has not answered.
 * Run it with the item locked (its move's transaction), so two proofs never take one version.
 */
export async function addProof(
  tx: Db,
  itemId: number,
  proof: ProofFile & { message: string; staffId: number },
): Promise<{ id: number; version: number }> {
  await tx
    .update(proofs)
    .set({ state: 'superseded' })
    .where(and(eq(proofs.itemId, itemId), eq(proofs.state, 'pending')));
  const [latest] = await tx
    .select({ version: max(proofs.version) })
    .from(proofs)
    .where(eq(proofs.itemId, itemId));
  const [row] = await tx
    .insert(proofs)
    .values({
      itemId,
      version: (latest?.version ?? 0) + 1,
      fileUrl: proof.url,
      previewUrl: proof.previewUrl,
      mime: proof.mime,
      message: proof.message,
      state: 'pending',
      staffId: proof.staffId,
    })
    .returning({ id: proofs.id, version: proofs.version });
  return row!;
}

export async function findProof(db: Db, proofId: number): Promise<{ id: number; itemId: number } | null> {
  const [row] = await db
    .select({ id: proofs.id, itemId: proofs.itemId })
    .from(proofs)
    .where(eq(proofs.id, proofId));
  return row ?? null;
}

/** The customer's answer to a proof: who, when, from where, and what they asked to change. */
export interface ProofAnswer {
  state: 'approved' | 'changes_requested';
  memberId: number;
  ip: string;
  comment?: string;
  newFileUrl?: string;
}

/** Records the answer while the proof is still pending (compare-and-set); false when it was not. */
export async function answerProof(tx: Db, proofId: number, answer: ProofAnswer): Promise<boolean> {
  const answered = await tx
    .update(proofs)
    .set({
      state: answer.state,
      answeredAt: new Date(),
      answeredBy: answer.memberId,
      answerIp: answer.ip,
      comment: answer.comment ?? null,
      newFileUrl: answer.newFileUrl ?? null,
    })
    .where(and(eq(proofs.id, proofId), eq(proofs.state, 'pending')))
    .returning({ id: proofs.id });
  return answered.length > 0;
}
