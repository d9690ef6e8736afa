import type { PreflightCode, PreflightStatus, UploadMime } from '@printshop/contract';

/** How a file's colours are defined: RGB may shift when printed in CMYK inks. */
export type Colour = 'rgb' | 'cmyk' | 'gray';

/** A rectangle's size in millimetres. */
export interface BoxMm {
  widthMm: number;
  heightMm: number;
}

/** What an image's bytes say, as read by inspect.ts; its size as shown, turned by its EXIF orientation. */
export interface ImageFacts {
  kind: 'image';
  mime: UploadMime;
  widthPx: number;
  heightPx: number;
  colour: Colour;
}

/** What a PDF's bytes say about its first page and its whole, as read in the PDF worker. */
export interface PdfFacts {
  kind: 'pdf';
  pages: number;
  /**
   * The first page's MediaBox: the sheet the file describes, as shown (a /Rotate of 90 or 270
   * swaps its sides, as it does the TrimBox's).
   */
  media: BoxMm;
  /** The first page's TrimBox, when the file sets one: the finished piece inside the sheet. */
  trim: BoxMm | null;
  /** RGB when any colour or image on any page is RGB, else CMYK when any is, else gray. */
  colour: Colour;
  /** The lowest effective resolution of an image placed on a page, in pixels per inch; null for none. */
  lowestImagePpi: number | null;
  /** Names of the fonts used but not embedded, at most a few. */
  fontsNotEmbedded: string[];
}

export type DesignFacts = ImageFacts | PdfFacts;

/** The product's print size the checks compare a file against (products.trim_width_mm and so on). */
export interface PrintSpec {
  trimWidthMm: number;
  trimHeightMm: number;
  bleedMm: number;
  /** Pages or sides the chosen options print; null when the upload did not say. */
  pages: number | null;
}

/** One check's outcome as stored with the file: its message is written in the reader's language when read. */
export interface Finding {
  code: PreflightCode;
  status: PreflightStatus;
  /** The message's key (i18n/preflight-messages.ts), e.g. 'sizeNoBleed'. */
  reason: string;
  /** The numbers and names the message shows. */
  values: Record<string, string | number>;
}
