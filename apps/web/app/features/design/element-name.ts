import type { DesignElement, Lang } from '@printshop/contract';
import type { Translate } from '~/i18n/i18n';

/** The most of a text a layer's name shows. */
const SHOWN_CHARS = 24;

/** How the layers list names an element: its template label, else a text's first words, else its kind. */
export function elementName(element: DesignElement, lang: Lang, t: Translate): string {
  if ((element.kind === 'text' || element.kind === 'image') && element.label) return element.label[lang];
  if (element.kind === 'text') {
    const words = element.text.replace(/\s+/g, ' ').trim();
    if (words) return words.length > SHOWN_CHARS ? `${words.slice(0, SHOWN_CHARS)}…` : words;
  }
  return t(`designEditor.layers.${element.kind}`);
}
