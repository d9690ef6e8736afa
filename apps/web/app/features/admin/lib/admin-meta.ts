import type { MetaDescriptor } from 'react-router';
import { rootDataOf } from '~/lib/seo';
import { adminTexts } from '../i18n/admin-texts';
import type { AdminMessages } from '../i18n/messages';

/** A back-office page's title, in the page's language; no back-office page is ever indexed. */
export function adminMeta(
  matches: Parameters<typeof rootDataOf>[0],
  title: (texts: AdminMessages) => string,
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const texts = adminTexts(root.lang);
  return [{ title: `${title(texts)} · ${texts.brand.title}` }, { name: 'robots', content: 'noindex' }];
}
