import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
import '@fontsource/lora/400.css';
import '@fontsource/lora/700.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import type { DesignFont, DesignLayout } from '@printshop/contract';
import type { DesignText } from './new-elements';

/**
 * The design fonts, from the @fontsource packages the PDF maker reads too, loaded with the editor
 * alone: each family's CSS gives the browser a file per unicode range, fetched when a text needs it.
 */

/** Each design font's CSS family name, which is also how the font menu shows it. */
export const FONT_NAMES: Record<DesignFont, string> = {
  inter: 'Inter',
  lora: 'Lora',
  montserrat: 'Montserrat',
  'playfair-display': 'Playfair Display',
};

/** Latin letters in the chosen family, every Chinese character in Noto Sans SC, in one text. */
export function fontFamilyOf(font: DesignFont): string {
  return `${FONT_NAMES[font]}, Noto Sans SC`;
}

/** The CSS font of a text at `sizePx`, as a canvas takes it. */
export function cssFontOf(text: Pick<DesignText, 'font' | 'bold'>, sizePx: number): string {
  return `${text.bold ? 'bold' : 'normal'} ${sizePx}px "${FONT_NAMES[text.font]}", "Noto Sans SC"`;
}

/** Loads the files the texts' characters need, so that measuring and drawing them use the real fonts. */
export async function loadFontsOf(texts: readonly DesignText[]): Promise<void> {
  await Promise.all(texts.map((text) => document.fonts.load(cssFontOf(text, 16), text.text || 'A')));
}

/** Loads the fonts every text of the layout needs, on every side: what an editor waits for before it opens. */
export async function loadLayoutFonts(layout: DesignLayout): Promise<void> {
  await loadFontsOf(
    layout.sides.flatMap((side) =>
      side.elements.filter((element): element is DesignText => element.kind === 'text'),
    ),
  );
}
