import type { Lang } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';

/** A field's name in one language, as the server names it when it refuses it: "Name (English)". */
export function useInLanguage(): (field: string, lang: Lang) => string {
  const labels = useAdminTexts().productEditor;
  return (field, lang) => interpolate(labels.inLanguage, { field, language: labels.languages[lang] });
}
