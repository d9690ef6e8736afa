import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CARD,
  embeddedImages,
  firstPagePixels,
  layoutOf,
  uploadsFrom,
  uploadUrl,
} from '../../../test/design-pdf.ts';
import { makeDesignPdf } from './make-design-pdf.ts';

const image = (src: string, box: object = {}) => ({
  kind: 'image',
  x: 10,
  y: 10,
  width: 30,
  height: 20,
  src,
  ...box,
});

/** An image whose left half is red and right half blue, `width` x `height` pixels. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: { create: { width: half, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
  ]);
}

const isRed = ([red, green, blue]: number[]) => red! > 200 && green! < 60 && blue! < 60;
const isBlue = ([red, green, blue]: number[]) => red! < 60 && green! < 60 && blue! > 200;

describe('images in a design PDF', () => {
  it('keeps a JPEG as its own bytes, at its full resolution, once however often it is used', async () => {
    const url = uploadUrl('jpg');
    const jpeg = await halves(2400, 1600).jpeg().toBuffer();
    const layout = layoutOf({ elements: [image(url)] }, { backgroundImage: url });
    const images = await embeddedImages(await makeDesignPdf(layout, CARD, uploadsFrom({ [url]: jpeg })));
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({
      width: 2400,
      height: 1600,
      filter: 'DCTDecode',
      colourSpace: 'DeviceRGB',
    });
    expect(Buffer.from(images[0]!.contents).equals(jpeg)).toBe(true);
  });

  it('keeps the pixels of a PNG, a WebP and a GIF, their transparency as a soft mask', async () => {
    const png = uploadUrl('png');
    const webp = uploadUrl('webp');
    const gif = uploadUrl('gif');
    const transparent = sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    });
    const files = {
      [png]: await transparent.png().toBuffer(),
      [webp]: await halves(320, 240).webp({ lossless: true }).toBuffer(),
      [gif]: await halves(64, 48).gif().toBuffer(),
    };
    const layout = layoutOf({ elements: [image(png), image(webp, { y: 35 }), image(gif, { x: 50 })] });
    const images = await embeddedImages(await makeDesignPdf(layout, CARD, uploadsFrom(files)));
    const sizes = images.map(({ width, height, hasSoftMask, filter }) => [
      width,
      height,
      hasSoftMask,
      filter,
    ]);
    expect(sizes).toEqual([
      [300, 200, true, 'FlateDecode'],
      [320, 240, false, 'FlateDecode'],
      [64, 48, false, 'FlateDecode'],
    ]);
    const webpPixels = await sharp(files[webp]).raw().toBuffer();
    expect(inflateSync(images[1]!.contents).equals(webpPixels)).toBe(true);
  });

  it('covers its box, centred and cut at its edges, as the editor draws it', async () => {
    const url = uploadUrl('png');
    // 400 x 100 in a 20 x 20 mm box: scaled to 80 x 20 mm, only its middle 20 mm shows, half red.
    const layout = layoutOf({ background: '#ffffff', elements: [image(url, { width: 20, height: 20 })] });
    const pdf = await makeDesignPdf(
      layout,
      CARD,
      uploadsFrom({ [url]: await halves(400, 100).png().toBuffer() }),
    );
    const pixel = await firstPagePixels(pdf);
    expect(isRed(pixel(15, 20))).toBe(true);
    expect(isBlue(pixel(25, 20))).toBe(true);
    expect(pixel(9, 20)).toEqual([255, 255, 255]);
    expect(pixel(31, 20)).toEqual([255, 255, 255]);
  });

  it('turns a phone photo by its EXIF orientation, as the browser shows it', async () => {
    const url = uploadUrl('jpg');
    // Stored 200 x 100, left half red; orientation 6 shows it turned a quarter clockwise: red on top.
    const photo = await halves(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const layout = layoutOf({ elements: [image(url, { width: 20, height: 40 })] });
    const pixel = await firstPagePixels(await makeDesignPdf(layout, CARD, uploadsFrom({ [url]: photo })));
    expect(isRed(pixel(20, 20))).toBe(true);
    expect(isBlue(pixel(20, 40))).toBe(true);
  });
});
