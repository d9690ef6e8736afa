import { type api, CODE, type Lang } from '@printshop/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUploads } from '../files/service.ts';
import type { LineItem } from '../orders/items.ts';
import { notifyStaff } from '../staff/notice-mails.ts';
import type { MailDeps } from './mails.ts';
import { moveItem } from './moves.ts';
import { answerProof, findProof, type ProofAnswer } from './proofs.ts';

/**
 * The customer's answers to a proof (docs/product.md#production): approve it, which is final, or
 * ask for changes with a comment and perhaps a new design file. Only the member's own items (any
 * other proof is 404, as if it did not exist), and only the pending proof of an item waiting
 * for an answer (else 409). The member, time and address are kept with the answer; once it is
 * stored, the staff who chose to be told of it are mailed (docs/staff.md#mails-to-staff).
 */

/** What an answer needs: the database to move the item in, and the mailer to tell staff. */
type AnswerDeps = MailDeps & { db: Database };

interface Answerer {
  memberId: number;
  ip: string;
}

async function answer(
  deps: AnswerDeps,
  proofId: number,
  who: Answerer,
  lang: Lang,
  reply: Omit<ProofAnswer, 'memberId' | 'ip'>,
): Promise<api.ItemMoved> {
  const proof = await findProof(deps.db, proofId);
  if (!proof) throw new HttpError(CODE.notFound, 'proofNotFound');
  const { item, to } = await moveItem(deps.db, proof.itemId, who, lang, {
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
  await notifyStaff(
    deps,
    reply.state === 'approved'
      ? { notice: 'proofApproved', item }
      : { notice: 'changesRequested', item, comment: reply.comment ?? '', newFileUrl: reply.newFileUrl },
  );
  return { itemId: proof.itemId, state: to };
}

export function approveProof(
  deps: AnswerDeps,
  proofId: number,
  who: Answerer,
  lang: Lang,
): Promise<api.ItemMoved> {
  return answer(deps, proofId, who, lang, { state: 'approved' });
}

/** The new design file must be an upload of this shop, as a cart's design files are (400). */
export async function requestChanges(
  deps: AnswerDeps,
  input: { proofId: number; comment: string; fileurl: string },
  who: Answerer,
  lang: Lang,
): Promise<api.ItemMoved> {
  if (input.fileurl) await requireUploads(deps.db, [input.fileurl]);
  return answer(deps, input.proofId, who, lang, {
    state: 'changes_requested',
    comment: input.comment,
    newFileUrl: input.fileurl || undefined,
  });
}
