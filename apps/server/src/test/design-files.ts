import { cmyk, PDFDocument, PDFHexString, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

const POINTS_PER_MM = 72 / 25.4;
const POINTS_PER_INCH = 72;

export interface DesignPdfOptions {
  /** The finished piece; the page is this plus the bleed on every side. */
  trimMm: readonly [number, number];
  bleedMm?: number;
  pages?: number;
  /** A photo filling the trim at this many pixels per inch. */
  imagePpi?: number;
  /** A line of text in Helvetica, one of the standard fonts, which pdf-lib never embeds. */
  standardFontText?: boolean;
  /** What the background rectangle is painted in (rg or k in the content). */
  colour?: 'rgb' | 'cmyk';
}

/**
 * A made-up design PDF, made with pdf-lib, as a design program would export it: pages of trim
 * plus bleed with their TrimBox, a background, and optionally a placed photo and some text.
 */
export async function designPdf(options: DesignPdfOptions): Promise<Buffer> {
  const { trimMm, bleedMm = 0, pages = 1, colour = 'cmyk' } = options;
  const document = await PDFDocument.create();
  const [trimWidth, trimHeight] = trimMm.map((mm) => mm * POINTS_PER_MM) as [number, number];
  const bleed = bleedMm * POINTS_PER_MM;
  const photo = options.imagePpi
    ? await document.embedJpg(await testPhoto(trimWidth, trimHeight, options.imagePpi))
    : undefined;
  const font = options.standardFontText
    ? await document.embedStandardFont(StandardFonts.Helvetica)
    : undefined;
  for (let index = 0; index < pages; index++) {
    const page = document.addPage([trimWidth + 2 * bleed, trimHeight + 2 * bleed]);
    page.setTrimBox(bleed, bleed, trimWidth, trimHeight);
    paintBackground(page, colour);
    if (photo) page.drawImage(photo, { x: bleed, y: bleed, width: trimWidth, height: trimHeight });
    if (font)
      page.drawText('Inkfold', { x: bleed + 10, y: bleed + 10, size: 10, font, color: cmyk(0, 0, 0, 1) });
  }
  return Buffer.from(await document.save());
}

function paintBackground(page: PDFPage, colour: 'rgb' | 'cmyk'): void {
  const color = colour === 'rgb' ? rgb(0.1, 0.6, 0.6) : cmyk(0.8, 0.1, 0.3, 0);
  page.drawRectangle({ x: 0, y: 0, width: page.getWidth(), height: page.getHeight(), color });
}

/** A JPEG of the pixels a placed size in points holds at `ppi`. */
function testPhoto(widthPt: number, heightPt: number, ppi: number): Promise<Buffer> {
  const width = Math.round((widthPt / POINTS_PER_INCH) * ppi);
  const height = Math.round((heightPt / POINTS_PER_INCH) * ppi);
  return sharp({ create: { width, height, channels: 3, background: '#d2691e' } })
    .jpeg()
    .toBuffer();
}

/**
 * The PDF with a standard security handler's /Encrypt dictionary in its trailer, as a password
 * protected export has: what a reader sees first, before any decryption.
 */
export async function encryptedPdf(pdf: Buffer): Promise<Buffer> {
  const document = await PDFDocument.load(pdf);
  const key = PDFHexString.of('0'.repeat(64));
  document.context.trailerInfo.Encrypt = document.context.register(
    document.context.obj({ Filter: 'Standard', V: 1, R: 2, O: key, U: key, P: -4 }),
  );
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
