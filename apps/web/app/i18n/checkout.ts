import type { Messages } from './messages';

/** The texts of /checkout and /payment-success (SPEC.md section 2). */
export const checkoutEn = {} as const;

export const checkoutZh: Messages['checkoutPage'] = {};
