import type { PDFDocument, PDFFont } from 'pdf-lib';
import { embedImage, type PlacedImage } from './embed-image.ts';
import type { LoadedFace } from './font-faces.ts';

/** Reads the bytes of an image a layout names (an upload, or the shop's media for a template's art). */
export type ReadUpload = (url: string) => Promise<Buffer>;

/** An image whose bytes do not decode (damaged in storage since it was uploaded and checked). */
export class UnreadableImageError extends Error {
  constructor(readonly url: string) {
    super(`the image ${url} cannot be decoded`);
  }
}

/**
 * What one PDF embeds once however often its pages use it: each font face, as a subset of the
 * glyphs its text drew, and each image by its URL (a photo on both sides is stored once).
 */
export class DesignResources {
  private readonly fonts = new Map<LoadedFace, PDFFont>();
  private readonly images = new Map<string, Promise<PlacedImage>>();

  constructor(
    private readonly document: PDFDocument,
    private readonly readUpload: ReadUpload,
  ) {}

  async font(face: LoadedFace): Promise<PDFFont> {
    let font = this.fonts.get(face);
    if (!font) {
      font = await this.document.embedFont(face.bytes, { subset: true, customName: face.subsetName });
      this.fonts.set(face, font);
    }
    return font;
  }

  image(url: string): Promise<PlacedImage> {
    let image = this.images.get(url);
    if (!image) {
      image = this.readUpload(url).then((bytes) =>
        embedImage(this.document, bytes).catch(() => {
          throw new UnreadableImageError(url);
        }),
      );
      this.images.set(url, image);
    }
    return image;
  }
}
