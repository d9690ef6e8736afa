import { describe, expect, it } from 'vitest';
import { canPay, canReorder, isCancelled } from './order-standing';

const cancelTime = '2026-01-02T03:04:05.000Z';

describe('canPay', () => {
  it('offers payment for an order on hold that is not cancelled', () => {
    expect(canPay({ paymentStatus: 'pending', cancelTime: null })).toBe(true);
    expect(canPay({ paymentStatus: 'failed', cancelTime: null })).toBe(true);
    expect(canPay({ paymentStatus: 'paid', cancelTime: null })).toBe(false);
    expect(canPay({ paymentStatus: 'pending', cancelTime })).toBe(false);
  });
});

describe('isCancelled', () => {
  it('is true once the shop set a cancel time', () => {
    expect(isCancelled({ cancelTime })).toBe(true);
    expect(isCancelled({ cancelTime: null })).toBe(false);
  });
});

describe('canReorder', () => {
  it('offers to order again what was paid for or cancelled, not what waits for payment', () => {
    expect(canReorder({ paymentStatus: 'paid', cancelTime: null })).toBe(true);
    expect(canReorder({ paymentStatus: 'paid', cancelTime })).toBe(true);
    expect(canReorder({ paymentStatus: 'pending', cancelTime })).toBe(true);
    expect(canReorder({ paymentStatus: 'pending', cancelTime: null })).toBe(false);
    expect(canReorder({ paymentStatus: 'failed', cancelTime: null })).toBe(false);
  });
});
