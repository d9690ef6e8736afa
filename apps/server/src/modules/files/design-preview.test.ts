import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { designPdf } from '../../test/design-files.ts';
import { drawDesignPreview } from './design-preview.ts';
import { closePdfRenderer } from './pdf.ts';

afterAll(() => closePdfRenderer());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4682b4' } });

async function sizeOf(preview: Buffer | null) {
  const { format, width, height } = await sharp(preview!).metadata();
  return { format, width, height };
}

describe('drawing a design’s preview', () => {
  it('previews an image as a WebP of at most 1200 pixels, never enlarged', async () => {
    const large = await drawDesignPreview(await photo(2400, 1600).jpeg().toBuffer(), 'image/jpeg');
    expect(await sizeOf(large)).toEqual({ format: 'webp', width: 1200, height: 800 });
    const small = await drawDesignPreview(await photo(300, 200).png().toBuffer(), 'image/png');
    expect(await sizeOf(small)).toEqual({ format: 'webp', width: 300, height: 200 });
  });

  it('previews a phone photo as it is shown, turned by its EXIF orientation', async () => {
    const turned = await photo(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sizeOf(await drawDesignPreview(turned, 'image/jpeg'))).toMatchObject({
      width: 300,
      height: 400,
    });
  });

  it('draws a PDF’s first page in the worker at 1200 pixels, and a small page at most 4 times its size', async () => {
    const pdf = 'application/pdf';
    const a5 = await sizeOf(await drawDesignPreview(await designPdf({ trimMm: [210, 148], pages: 2 }), pdf));
    expect(a5).toMatchObject({ format: 'webp', width: 1200 });
    expect(a5.height).toBeCloseTo(1200 * (148 / 210), -1);
    // 96 x 60 mm is 272.1 x 170.1 points.
    const card = await drawDesignPreview(await designPdf({ trimMm: [90, 54], bleedMm: 3 }), pdf);
    expect(await sizeOf(card)).toMatchObject({ width: 1089, height: 680 });
  });

  it('answers null for a PDF whose first page cannot be drawn', async () => {
    expect(
      await drawDesignPreview(Buffer.from('%PDF-1.7\nnothing here\n%%EOF\n'), 'application/pdf'),
    ).toBeNull();
  });
});
