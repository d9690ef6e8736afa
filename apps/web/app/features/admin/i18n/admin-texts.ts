import type { Lang } from '@printshop/contract';
import { useRootData } from '~/lib/root-data';
import { adminEn } from './en';
import type { AdminMessages } from './messages';
import { adminZh } from './zh';

/**
 * Kept apart from the storefront's catalogues, which every shopper's page carries. Both
 * languages travel in the back office's own code: they are small, and only staff load them.
 */
const CATALOGUES: Record<Lang, AdminMessages> = { en: adminEn, zh: adminZh };

export function adminTexts(lang: Lang): AdminMessages {
  return CATALOGUES[lang];
}

/** The back office's texts in the page's language. */
export function useAdminTexts(): AdminMessages {
  return adminTexts(useRootData().lang);
}
