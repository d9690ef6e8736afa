import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import type { AdminMessages } from '../i18n/messages';
import { moveSentence } from '../lib/move-sentence';
import { sentenceText } from '../lib/sentence';

type Entry = admin.TimelineEntry;

/**
 * The proof each entry of a timeline (oldest first) is about, by item: an item's proofs are
 * numbered 1, 2, … as they are sent, and the customer answers the latest one sent.
 */
export function proofVersions(timeline: Entry[]): (number | undefined)[] {
  const sent = new Map<number, number>();
  return timeline.map((entry) => {
    if (entry.itemId === null) return undefined;
    if (entry.move === 'sendProof') sent.set(entry.itemId, (sent.get(entry.itemId) ?? 0) + 1);
    return sent.get(entry.itemId);
  });
}

/** What happened, in words: the order's own events, or an item's move as the audit log tells it. */
export function timelineSentence(
  entry: Entry,
  texts: AdminMessages,
  productName: string,
  version: number | undefined,
): string {
  const { kinds } = texts.order.timeline;
  if (entry.kind !== 'item' || !entry.move || entry.itemId === null) return kinds[entry.kind];
  const item = interpolate(texts.activity.itemOfOrder, { product: productName, id: entry.itemId });
  const who = entry.staffName ?? texts.activity.customer;
  const parts = moveSentence(texts, entry.move, { who, item, version, state: entry.toState ?? undefined });
  return parts ? sentenceText(parts) : kinds.item;
}

/** Where a move left its item ("Awaiting file review → Proof sent"); '' for the order's own events. */
export function timelineStates(entry: Entry, texts: AdminMessages): string {
  if (!entry.fromState || !entry.toState) return '';
  const states = { from: texts.itemStates[entry.fromState], to: texts.itemStates[entry.toState] };
  return interpolate(texts.order.timeline.states, states);
}
