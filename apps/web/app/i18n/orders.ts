import type { Messages } from './messages';

/** The texts of /order and /orderDetail (SPEC.md section 2). */
export const ordersEn = {} as const;

export const ordersZh: Messages['ordersPage'] = {};
