import { describe, expect, it } from 'vitest';
import { canPay, isCancelled } from './order-standing';

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
