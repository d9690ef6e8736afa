import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { JpegEmbedder, type PDFDocument, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { writeInBulk } from './bulk-stream.ts';

const deflateAsync = promisify(deflate);

/** An image in the PDF, at the pixels it was uploaded with. */
export interface PlacedImage {
  ref: PDFRef;
  widthPx: number;
  heightPx: number;
  /** Its EXIF orientation (1 to 8): the PDF turns it as the browser shows it. */
  orientation: number;
}

/** An image XObject of 8-bit samples the PDF inflates (its pixels kept, none resampled). */
function registerSamples(
  document: PDFDocument,
  samples: Buffer,
  size: { width: number; height: number },
  dict: Record<string, string | PDFRef>,
): PDFRef {
  const stream = document.context.stream(samples, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: size.width,
    Height: size.height,
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    ...dict,
  });
  return writeInBulk(document.context, document.context.register(stream));
}

/**
 * A PNG, WebP or GIF (its first frame) as the pixels sharp decodes, deflated by zlib off the main
 * thread: lossless, and without pdf-lib's PNG path, which decodes and deflates again in
 * JavaScript. Transparency becomes a soft mask; an opaque alpha channel is dropped.
 */
async function embedPixels(document: PDFDocument, bytes: Buffer): Promise<Omit<PlacedImage, 'orientation'>> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const colours = info.channels >= 3 ? 3 : 1;
  const pixels = info.width * info.height;
  let samples = data;
  let alpha: Buffer | null = null;
  if (info.channels !== colours) {
    samples = Buffer.alloc(pixels * colours);
    alpha = Buffer.alloc(pixels);
    let opaque = true;
    for (let pixel = 0; pixel < pixels; pixel++) {
      const at = pixel * info.channels;
      for (let channel = 0; channel < colours; channel++)
        samples[pixel * colours + channel] = data[at + channel]!;
      alpha[pixel] = data[at + colours]!;
      opaque &&= alpha[pixel] === 255;
    }
    if (opaque) alpha = null;
  }
  const space = colours === 3 ? 'DeviceRGB' : 'DeviceGray';
  const smask =
    alpha && registerSamples(document, await deflateAsync(alpha), info, { ColorSpace: 'DeviceGray' });
  const ref = registerSamples(document, await deflateAsync(samples), info, {
    ColorSpace: space,
    ...(smask ? { SMask: smask } : {}),
  });
  return { ref, widthPx: info.width, heightPx: info.height };
}

/**
 * The image in `bytes` embedded in the document at its full resolution: a JPEG as its own bytes
 * (pdf-lib's JPEG embedder passes them through), any other image losslessly as its pixels.
 */
export async function embedImage(document: PDFDocument, bytes: Buffer): Promise<PlacedImage> {
  const { format, orientation = 1 } = await sharp(bytes).metadata();
  if (format === 'jpeg') {
    const jpeg = await JpegEmbedder.for(bytes);
    const ref = writeInBulk(document.context, await jpeg.embedIntoContext(document.context));
    return { ref, widthPx: jpeg.width, heightPx: jpeg.height, orientation };
  }
  return { ...(await embedPixels(document, bytes)), orientation };
}
