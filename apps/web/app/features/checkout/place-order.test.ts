import type { api } from '@printshop/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type BrowserApi } from '~/lib/api';
import { type CardPayer, failureMessage, PaymentError, placeOrder, successHref } from './place-order';

const line = { id: 7, productNum: 3, fileurllist: ['/uploads/a.png', '/uploads/b.png'] } as api.CartLine;
const order = { id: 41, orderNo: 'IF-1' } as api.OrderSummary;
const intent = { orderId: 41, provider: 'test', clientSecret: 'x' } as api.PaymentIntent;
const paid = { status: 'paid', orderId: 41, orderNo: 'IF-1', amount: 12.5 } as const;

/** Answers createOrder with `order` and createPaymentIntent with `intent`, unless `fail` names the call. */
function fakeClient(fail: { call?: string; error?: unknown } = {}) {
  const answers: Record<string, unknown> = { createOrder: order, createPaymentIntent: intent };
  const call = vi.fn(async (name: string) => {
    if (name === fail.call) throw fail.error;
    return answers[name];
  });
  return { call, callWithMsg: vi.fn() } as unknown as BrowserApi & { call: typeof call };
}

const payer = (pay: CardPayer['pay']): CardPayer => ({ check: async () => null, pay });

describe('placeOrder', () => {
  it('orders the lines as they are in the cart, starts the payment and pays it', async () => {
    const client = fakeClient();
    const pay = vi.fn(async () => paid);
    const outcome = await placeOrder(client, payer(pay), { lines: [line], coupon: 'SAVE10', remark: 'Rush' });
    expect(outcome).toEqual({ kind: 'done', result: paid });
    expect(client.call).toHaveBeenCalledWith('createOrder', {
      paytype: 1,
      coupon: 'SAVE10',
      remark: 'Rush',
      cartjson: [{ cartId: 7, productNum: 3, designdraft: '/uploads/a.png,/uploads/b.png' }],
    });
    expect(client.call).toHaveBeenCalledWith('createPaymentIntent', { orderId: 41 });
    expect(pay).toHaveBeenCalledWith(intent);
  });

  it('stays at checkout when no order was made', async () => {
    const refused = new ApiError(409, 'Your cart has changed');
    const client = fakeClient({ call: 'createOrder', error: refused });
    const pay = vi.fn();
    expect(await placeOrder(client, payer(pay), { lines: [line], coupon: null, remark: '' })).toEqual({
      kind: 'not-ordered',
      error: refused,
    });
    expect(pay).not.toHaveBeenCalled();
  });

  it('reports an order left unpaid when the card is declined or the payment cannot start', async () => {
    const declined = new ApiError(400, 'Your card was declined.');
    const outcome = await placeOrder(
      fakeClient(),
      payer(() => Promise.reject(declined)),
      {
        lines: [line],
        coupon: null,
        remark: '',
      },
    );
    expect(outcome).toEqual({ kind: 'unpaid', error: declined });

    const down = new ApiError(500, 'Payment initialization failed.');
    const client = fakeClient({ call: 'createPaymentIntent', error: down });
    expect(await placeOrder(client, payer(vi.fn()), { lines: [line], coupon: null, remark: '' })).toEqual({
      kind: 'unpaid',
      error: down,
    });
  });
});

describe('failureMessage', () => {
  it('shows the server’s or provider’s message, else the generic text', () => {
    expect(failureMessage(new ApiError(400, 'Declined'), 'generic')).toBe('Declined');
    expect(failureMessage(new PaymentError('Card expired'), 'generic')).toBe('Card expired');
    expect(failureMessage(new ApiError(0, ''), 'generic')).toBe('generic');
    expect(failureMessage(new TypeError('x'), 'generic')).toBe('generic');
  });
});

describe('successHref', () => {
  it('carries the amount and the order to /payment-success', () => {
    expect(successHref(paid)).toBe('/payment-success?amount=12.50&orderNo=IF-1&orderId=41');
    expect(successHref({ ...paid, status: 'pending' })).toContain('status=pending');
  });
});
