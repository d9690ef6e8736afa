import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, type SentenceValue, sentenceOf } from './sentence';

/** What a move's sentence names: who made it, the item, and what the move recorded. */
interface MoveFacts {
  who: SentenceValue;
  item: SentenceValue;
  /** The proof sent or answered. */
  version?: number;
  carrier?: string;
  trackingNo?: string;
  /** Where the move left the item, which a move back names. */
  state?: admin.ItemState;
}

const PROOF_MOVES: readonly admin.ItemMove[] = ['sendProof', 'approveProof', 'requestChanges'];

/**
 * A move of the production line as one sentence, the same on the audit log and on an order's
 * timeline; null when a proof's move does not know its version or a move back its state.
 */
export function moveSentence(
  texts: AdminMessages,
  move: admin.ItemMove,
  facts: MoveFacts,
): SentencePart[] | null {
  const { activity } = texts;
  if (PROOF_MOVES.includes(move) && facts.version === undefined) return null;
  if (move === 'moveBack' && facts.state === undefined) return null;
  const values = {
    who: facts.who,
    item: facts.item,
    version: facts.version ?? '',
    state: facts.state ? texts.itemStates[facts.state] : '',
  };
  if (move === 'ship' && facts.carrier && facts.trackingNo) {
    return sentenceOf(activity.shippedWith, {
      ...values,
      carrier: facts.carrier,
      trackingNo: facts.trackingNo,
    });
  }
  return sentenceOf(activity.moves[move], values);
}
