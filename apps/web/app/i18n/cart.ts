import type { Messages } from './messages';

/** The texts of /cart (SPEC.md section 2). */
export const cartEn = {} as const;

export const cartZh: Messages['cartPage'] = {};
