import type { Lang } from '@printshop/contract';
import { en } from './en';
import type { Messages } from './messages';
import { zh } from './zh';

/** Server-only, so the browser bundle never carries the language it is not showing. */
export const catalogues: Record<Lang, Messages> = { en, zh };
