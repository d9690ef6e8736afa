/**
 * Reading a design upload (issue 22): the time and peak memory to inspect and preview a 20 MB
 * PDF and a 6000 x 4000 JPEG, both made here, each in a child process of its own
 * (inspect-design.ts). Budgets: 2 s and 500 MB each; reported, not asserted.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

const BUDGET_MS = 2000;
const BUDGET_MB = 500;
const PDF_BYTES = 20 * 1024 * 1024;
const POINTS_PER_MM = 72 / 25.4;

/** A photo of noise, which JPEG cannot shrink much: a large file for its pixels, as a real photo is. */
function noisePhoto(width: number, height: number): Promise<Buffer> {
  // The background is required by the types and unused with noise.
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** An A4 flyer of photos (all on its first page, which the preview draws) and text, of at least 20 MB. */
async function largePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedStandardFont(StandardFonts.Helvetica);
  const photo = await noisePhoto(3000, 2000);
  const page = document.addPage([210 * POINTS_PER_MM, 297 * POINTS_PER_MM]);
  const photos = Math.ceil(PDF_BYTES / photo.length);
  for (let index = 0; index < photos; index++) {
    const image = await document.embedJpg(photo);
    const row = Math.floor(index / 2);
    page.drawImage(image, { x: 20 + (index % 2) * 280, y: 20 + row * 190, width: 270, height: 180 });
  }
  for (let line = 0; line < 200; line++) {
    page.drawText(`Line ${line} of the flyer's small print`, {
      x: 30,
      y: 20 + line * 4,
      size: 3,
      font,
      color: rgb(0, 0, 0),
    });
  }
  return Buffer.from(await document.save());
}

interface Measure {
  coldMs: number;
  warmMs: number;
  peakRssMb: number;
}

async function measure(filePath: string): Promise<Measure> {
  const script = path.join(import.meta.dirname, 'inspect-design.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, filePath]);
  return JSON.parse(stdout) as Measure;
}

export async function designFilesBench(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-design-bench-'));
  try {
    const files = [
      { name: 'PDF', file: path.join(dir, 'flyer.pdf'), bytes: await largePdf() },
      { name: '6000 x 4000 JPEG', file: path.join(dir, 'photo.jpg'), bytes: await noisePhoto(6000, 4000) },
    ];
    for (const { name, file, bytes } of files) {
      fs.writeFileSync(file, bytes);
      const { coldMs, warmMs, peakRssMb } = await measure(file);
      const within = warmMs <= BUDGET_MS && peakRssMb <= BUDGET_MB ? 'within' : 'OVER';
      console.log(
        `design file, ${name} of ${(bytes.length / 1024 / 1024).toFixed(1)} MB: inspected and previewed in ` +
          `${warmMs.toFixed(0)} ms (${coldMs.toFixed(0)} ms the first time, loading the libraries), ` +
          `peak RSS ${peakRssMb.toFixed(0)} MB: ${within} the ${BUDGET_MS} ms and ${BUDGET_MB} MB budget`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
