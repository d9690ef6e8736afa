import { describe, expect, it } from 'vitest';
import { testModeWarning } from './service.ts';

const stripe = { secretKey: 'sk_live_x', publishableKey: 'pk_live_x' };

describe('the test mode warning at start', () => {
  it('is loud when a production server has no Stripe keys', () => {
    expect(testModeWarning({ production: true, stripe: undefined })).toMatch(/^TEST MODE: NO MONEY IS TAKEN/);
  });

  it('is not given with Stripe, nor in development', () => {
    expect(testModeWarning({ production: true, stripe })).toBeNull();
    expect(testModeWarning({ production: false, stripe: undefined })).toBeNull();
  });
});
