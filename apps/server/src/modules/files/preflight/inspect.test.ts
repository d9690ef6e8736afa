import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designPdf, encryptedPdf } from '../../../test/design-files.ts';
import { pngClaiming, testPdf } from '../../../test/uploads.ts';
import { closePdfRenderer, renderFirstPage } from '../pdf.ts';
import { inspectDesign } from './inspect.ts';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-inspect-'));
});
afterAll(async () => {
  await closePdfRenderer();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Inspects `bytes` as an uploaded file, written where an upload would be. */
async function inspect(bytes: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.upload`);
  fs.writeFileSync(file, bytes);
  return inspectDesign(file);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4682b4' } });

async function expectRefused(bytes: Buffer, status: number, key: string) {
  await expect(inspect(bytes)).rejects.toMatchObject({ status, key });
}

describe('inspecting a design file', () => {
  it('reads an RGB JPEG', async () => {
    expect(await inspect(await photo(2400, 1600).jpeg().toBuffer())).toEqual({
      kind: 'image',
      mime: 'image/jpeg',
      widthPx: 2400,
      heightPx: 1600,
      colour: 'rgb',
    });
  });

  it('reads a CMYK JPEG as CMYK and a PNG as RGB', async () => {
    const cmyk = await inspect(await photo(300, 200).toColourspace('cmyk').jpeg().toBuffer());
    expect(cmyk).toMatchObject({ mime: 'image/jpeg', colour: 'cmyk' });
    const png = await inspect(await photo(300, 200).png().toBuffer());
    expect(png).toMatchObject({ mime: 'image/png', widthPx: 300, heightPx: 200, colour: 'rgb' });
  });

  it('measures a phone photo as it is shown, turned by its EXIF orientation', async () => {
    const turned = await photo(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await inspect(turned)).toMatchObject({ widthPx: 300, heightPx: 400 });
  });

  it('reads a PDF in the worker', async () => {
    const facts = await inspect(await designPdf({ trimMm: [210, 148], pages: 2 }));
    expect(facts).toMatchObject({ kind: 'pdf', pages: 2, trim: { widthMm: 210, heightMm: 148 } });
  });

  it('refuses an encrypted PDF, a cut-off one, a damaged one, and what is neither an image nor a PDF', async () => {
    const good = await designPdf({ trimMm: [90, 54] });
    await expectRefused(await encryptedPdf(good), 415, 'uploadEncrypted');
    await expectRefused(good.subarray(0, good.length / 2), 415, 'uploadPdfUnreadable');
    await expectRefused(Buffer.from('%PDF-1.7\nnothing here\n%%EOF\n'), 415, 'uploadPdfUnreadable');
    await expectRefused(Buffer.from('plain text, not a design'), 415, 'uploadNotDesign');
    await expectRefused(pngClaiming(20_000, 20_000), 413, 'uploadTooManyPixels');
  });

  it('still draws a proof’s first page as a PNG in the same worker', async () => {
    const file = path.join(dir, 'proof.pdf');
    fs.writeFileSync(file, testPdf());
    const png = await renderFirstPage(file);
    // 200 x 100 points, drawn at most 4 times their size.
    expect(png && (await sharp(png).metadata())).toMatchObject({ format: 'png', width: 800, height: 400 });
  });
});
