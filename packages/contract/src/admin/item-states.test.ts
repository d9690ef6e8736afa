import { describe, expect, it } from 'vitest';
import { ITEM_BACK_MOVES, ITEM_MOVE_RULES, ITEM_STATES } from './item-states.ts';

describe('the moves back one step', () => {
  it('each undo a forward move into the state they leave, returning where that move starts', () => {
    for (const [state, back] of Object.entries(ITEM_BACK_MOVES)) {
      const rule = ITEM_MOVE_RULES[back.undoes];
      expect(rule.to, state).toBe(state);
      expect(rule.from, state).toContain(back.to);
    }
  });

  it('leave exactly approved, printing, shipped and delivered; never cancelled', () => {
    expect(ITEM_STATES.filter((state) => ITEM_BACK_MOVES[state])).toEqual([
      'approved',
      'printing',
      'shipped',
      'delivered',
    ]);
    expect(ITEM_BACK_MOVES.cancelled).toBeUndefined();
    expect(Object.values(ITEM_BACK_MOVES).map((back) => back.to)).not.toContain('cancelled');
  });

  it('take back only the files staff approved as sent, not a proof the customer approved', () => {
    expect(ITEM_BACK_MOVES.approved).toEqual({ undoes: 'approveFiles', to: 'awaiting_review' });
  });
});
