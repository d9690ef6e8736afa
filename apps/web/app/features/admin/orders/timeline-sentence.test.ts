import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { adminTexts } from '../i18n/admin-texts';
import { proofVersions, timelineSentence, timelineStates } from './timeline-sentence';

const move = (fields: Partial<admin.TimelineEntry>): admin.TimelineEntry => ({
  time: '2026-01-02T10:00:00.000Z',
  kind: 'item',
  staffName: 'Marco Reyes',
  itemId: 27,
  move: 'sendProof',
  fromState: 'awaiting_review',
  toState: 'proof_sent',
  note: '',
  ...fields,
});

describe('an order’s timeline in words', () => {
  const timeline = [
    move({ kind: 'placed', itemId: null, move: null, staffName: null }),
    move({}),
    move({ itemId: 28 }),
    move({ staffName: null, move: 'requestChanges', fromState: 'proof_sent', toState: 'changes_requested' }),
    move({ fromState: 'changes_requested' }),
  ];

  it('numbers each item’s proofs as they are sent; the customer answers the latest', () => {
    expect(proofVersions(timeline)).toEqual([undefined, 1, 1, 1, 2]);
  });

  it('tells a move in the audit log’s words, with the item named by its product, in both languages', () => {
    const [, sent, , changes] = timeline;
    expect(timelineSentence(sent!, adminTexts('en'), 'Business cards', 1)).toBe(
      'Marco Reyes sent proof v1 of Business cards (item #27)',
    );
    expect(timelineSentence(changes!, adminTexts('en'), 'Business cards', 1)).toBe(
      'The customer asked for changes to proof v1 of Business cards (item #27)',
    );
    expect(timelineSentence(sent!, adminTexts('zh'), '名片', 1)).toBe('Marco Reyes 发送了名片 #27 的校样 v1');
    expect(timelineSentence(timeline[0]!, adminTexts('zh'), '', undefined)).toBe('下单');
    expect(timelineStates(changes!, adminTexts('en'))).toBe('Proof sent → Changes requested');
  });
});
