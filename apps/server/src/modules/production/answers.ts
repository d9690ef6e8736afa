import { type api, CODE, type Lang } from '@printshop/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUploads } from '../files/service.ts';
import type { LineItem } from '../orders/items.ts';
import { moveItem } from './moves.ts';
import { answerProof, findProof, type ProofAnswer } from './proofs.ts';

/**
 * The customer's answers to a proof (docs/product.md#production): approve it, which is final, or
 * ask for changes with a comment and perhaps a new design file. Only the member's own items (any
 * other proof is 404, as if it did not exist), and only the pending proof of an item waiting
 * for an answer (else 409). The member, time and address are kept with the answer.
 */

export interface Answerer {
  memberId: number;
  ip: string;
}

async function answer(
  db: Database,
  proofId: number,
  who: Answerer,
  lang: Lang,
  reply: Omit<ProofAnswer, 'memberId' | 'ip'>,
): Promise<api.ItemMoved> {
  const proof = await findProof(db, proofId);
  if (!proof) throw new HttpError(CODE.notFound, 'proofNotFound');
  const { to } = await moveItem(db, proof.itemId, who, lang, {
    move: reply.state === 'approved' ? 'approveProof' : 'requestChanges',
    note: reply.comment,
    changes: reply.newFileUrl ? { addFile: reply.newFileUrl } : undefined,
    check: (item: LineItem) => {
      if (item.memberId !== who.memberId) throw new HttpError(CODE.notFound, 'proofNotFound');
    },
    alongside: async (tx) => {
      if (!(await answerProof(tx, proofId, { ...reply, ...who }))) {
        throw new HttpError(CODE.conflict, 'proofNotPending');
      }
    },
  });
  return { itemId: proof.itemId, state: to };
}

export function approveProof(
  db: Database,
  proofId: number,
  who: Answerer,
  lang: Lang,
): Promise<api.ItemMoved> {
  return answer(db, proofId, who, lang, { state: 'approved' });
}

/** The new design file must be an upload of this shop, as a cart's design files are (400). */
export async function requestChanges(
  db: Database,
  input: { proofId: number; comment: string; fileurl: string },
  who: Answerer,
  lang: Lang,
): Promise<api.ItemMoved> {
  if (input.fileurl) await requireUploads(db, [input.fileurl]);
  return answer(db, input.proofId, who, lang, {
    state: 'changes_requested',
    comment: input.comment,
    newFileUrl: input.fileurl || undefined,
  });
}
