import type { Lang } from '@printshop/contract';
import { t as serverText } from '../apps/server/src/i18n/messages.ts';
import { adminEn } from '../apps/web/app/features/admin/i18n/en.ts';
import { adminZh } from '../apps/web/app/features/admin/i18n/zh.ts';
import { en } from '../apps/web/app/i18n/en.ts';
import { zh } from '../apps/web/app/i18n/zh.ts';
import { interpolate } from '../apps/web/app/lib/interpolate.ts';

/**
 * The words the browser tests look for, read from the shop's own catalogues rather than copied:
 * a test checks that a page shows its catalogue's text in the shopper's language, and a change of
 * wording is made once. The catalogues' tests see that both languages have every key.
 */

/** The storefront's texts (apps/web/app/i18n). */
export const SHOP_TEXT = { en, zh } as const;

/** The back office's texts (apps/web/app/features/admin/i18n). */
export const ADMIN_TEXT = { en: adminEn, zh: adminZh } as const;

/** A message the server sends (apps/server/src/i18n/messages.ts), its `{{name}}` placeholders filled. */
export const serverMessage: (
  lang: Lang,
  ...rest: Parameters<typeof serverText> extends [Lang, ...infer R] ? R : never
) => string = serverText;

/** Fills a catalogue text's `{{name}}` placeholders. */
export const fill = interpolate;
