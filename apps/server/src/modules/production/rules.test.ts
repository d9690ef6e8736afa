import { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../i18n/messages.ts';
import { refundDue, requireCancellable, requireMove, requireStaffMove, STATE_WORDS } from './rules.ts';

/** The message and status a rule refuses with, in the language given. */
function refusal(run: () => void, lang: 'en' | 'zh' = 'en'): [number, string] | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return [error.status, t(lang, error.key, error.params)];
  }
}

describe('production rules', () => {
  it('allows exactly the moves of the state machine', () => {
    for (const state of admin.ITEM_STATES) {
      for (const move of admin.ITEM_MOVES.filter((move) => move !== 'moveBack')) {
        const refused = refusal(() => requireMove(state, move, 'en'));
        expect(refused === null, `${move} from ${state}`).toBe(
          admin.ITEM_MOVE_RULES[move].from.includes(state),
        );
      }
    }
  });

  it('refuses a move with 409 naming the state the item is in, in the reader’s language', () => {
    expect(refusal(() => requireMove('awaiting_review', 'print', 'en'))).toEqual([
      409,
      'This item cannot go to print: it is awaiting file review.',
    ]);
    expect(refusal(() => requireMove('printing', 'ship', 'zh'), 'zh')).toBeNull();
    expect(refusal(() => requireMove('approved', 'deliver', 'zh'), 'zh')).toEqual([
      409,
      '无法将该商品标记为已送达：它已确认待印刷。',
    ]);
  });

  it('tells a customer about the proof, not the state, when their answer comes too late', () => {
    expect(refusal(() => requireMove('approved', 'approveProof', 'en'))?.[1]).toMatch(
      /no longer be answered/,
    );
  });

  it('names every state in both languages', () => {
    for (const state of admin.ITEM_STATES) {
      expect(t('en', STATE_WORDS[state])).not.toBe('');
      expect(t('zh', STATE_WORDS[state])).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('lets staff move only the items of a paid order, and names a cancelled order’s state first', () => {
    const item = (
      paymentStatus: 'paid' | 'pending' | 'failed',
      state: admin.ItemState,
      cancelled = false,
    ) => ({
      paymentStatus,
      cancelled,
      state,
    });
    expect(refusal(() => requireStaffMove(item('paid', 'approved'), 'print', 'en'))).toBeNull();
    for (const paymentStatus of ['pending', 'failed'] as const) {
      for (const move of admin.STAFF_MOVES) {
        expect(refusal(() => requireStaffMove(item(paymentStatus, 'awaiting_review'), move, 'en'))).toEqual([
          409,
          'This item cannot move on the production line: its order is not paid yet.',
        ]);
      }
    }
    expect(refusal(() => requireStaffMove(item('failed', 'approved'), 'print', 'zh'), 'zh')).toEqual([
      409,
      '该商品无法进入生产流程：订单尚未付款。',
    ]);
    expect(refusal(() => requireStaffMove(item('pending', 'cancelled', true), 'print', 'en'))?.[1]).toBe(
      'This item cannot go to print: it is cancelled.',
    );
    expect(refusal(() => requireStaffMove(item('paid', 'awaiting_review'), 'print', 'en'))?.[1]).toMatch(
      /awaiting file review/,
    );
  });

  it('cancels an order once, and only while none of its items has started printing', () => {
    const order = (...states: admin.ItemState[]) => ({
      cancelled: false,
      items: states.map((state) => ({ state })),
    });
    expect(
      refusal(() => requireCancellable(order('awaiting_review', 'proof_sent', 'approved'), 'en')),
    ).toBeNull();
    expect(refusal(() => requireCancellable(order('approved', 'printing'), 'en'))).toEqual([
      409,
      'This order cannot be cancelled: one of its items is printing.',
    ]);
    expect(refusal(() => requireCancellable(order('delivered'), 'en'))?.[0]).toBe(409);
    expect(refusal(() => requireCancellable({ ...order('approved'), cancelled: true }, 'en'))?.[1]).toBe(
      'This order is already cancelled.',
    );
  });

  it('refunds what was paid and not refunded yet, nothing of an unpaid order', () => {
    expect(refundDue({ paymentStatus: 'paid', totalCents: 12_345, refundedCents: 0 })).toBe(12_345);
    expect(refundDue({ paymentStatus: 'paid', totalCents: 12_345, refundedCents: 345 })).toBe(12_000);
    expect(refundDue({ paymentStatus: 'pending', totalCents: 12_345, refundedCents: 0 })).toBe(0);
    expect(refundDue({ paymentStatus: 'failed', totalCents: 12_345, refundedCents: 0 })).toBe(0);
  });
});
