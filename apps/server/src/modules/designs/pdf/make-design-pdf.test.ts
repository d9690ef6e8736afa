import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MM_TO_PT } from '@printshop/contract';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CARD,
  embeddedFonts,
  embeddedImages,
  layoutOf,
  pageTexts,
  uploadsFrom,
  uploadUrl,
} from '../../../test/design-pdf.ts';
import { checkDesign } from '../../files/preflight/checks.ts';
import { inspectPdf } from '../../files/preflight/pdf-inspect.ts';
import { makeDesignPdf } from './make-design-pdf.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-design-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const name = (text: string, y = 10) => ({
  kind: 'text',
  x: 8,
  y,
  width: 70,
  height: 10,
  text,
  font: 'inter',
  sizePt: 12,
  colour: '#1a1a1a',
});

/** A photo filling a card at 300 ppi: 91 x 61 mm is 1075 x 721 pixels. */
const cardPhoto = () =>
  sharp({ create: { width: 1075, height: 721, channels: 3, background: '#4682b4' } })
    .jpeg()
    .toBuffer();

const noUploads = uploadsFrom({});
const pointsOf = (box: { x: number; y: number; width: number; height: number }) =>
  [box.x, box.y, box.width, box.height].map((points) => Number(points.toFixed(3)));

describe('the pages of a design PDF', () => {
  it('has a page per side of trim plus bleed, with its BleedBox and TrimBox', async () => {
    const pdf = await makeDesignPdf(layoutOf({}, {}), CARD, noUploads);
    const pages = (await PDFDocument.load(pdf)).getPages();
    expect(pages).toHaveLength(2);
    const sheet = pointsOf({ x: 0, y: 0, width: 91 * MM_TO_PT, height: 61 * MM_TO_PT });
    const trim = pointsOf({ x: 3 * MM_TO_PT, y: 3 * MM_TO_PT, width: 85 * MM_TO_PT, height: 55 * MM_TO_PT });
    for (const page of pages) {
      expect(pointsOf(page.getMediaBox())).toEqual(sheet);
      expect(pointsOf(page.getBleedBox())).toEqual(sheet);
      expect(pointsOf(page.getTrimBox())).toEqual(trim);
    }
    expect(sheet).toEqual([0, 0, 257.953, 172.913]);
  });

  it('draws nothing for an empty text or an empty image slot', async () => {
    const emptySlot = { kind: 'image', x: 5, y: 5, width: 20, height: 20, src: null };
    const pdf = await makeDesignPdf(layoutOf({ elements: [name(''), emptySlot] }), CARD, noUploads);
    expect(await embeddedFonts(pdf)).toEqual([]);
    expect(await embeddedImages(pdf)).toEqual([]);
    expect(await pageTexts(pdf)).toEqual(['']);
  });
});

describe('text in a design PDF', () => {
  it('is real text, in Chinese and English, that a reader extracts', async () => {
    const layout = layoutOf(
      { elements: [name('张伟 Zhang Wei'), { ...name('设计总监\nDesign Director', 25), height: 20 }] },
      { elements: [{ ...name('印褶 Inkfold'), font: 'lora', bold: true }] },
    );
    const texts = await pageTexts(await makeDesignPdf(layout, CARD, noUploads));
    expect(texts[0]).toContain('张伟 Zhang Wei');
    expect(texts[0]?.replace(/\r/g, '')).toContain('设计总监\nDesign Director');
    expect(texts[1]).toBe('印褶 Inkfold');
  });

  it('embeds each face it uses once, as a subset of the glyphs drawn, named as subsets are', async () => {
    const layout = layoutOf(
      { elements: [name('张伟 Zhang Wei'), name('Zhang Wei', 25)] },
      { elements: [name('Wei')] },
    );
    const fonts = await embeddedFonts(await makeDesignPdf(layout, CARD, noUploads));
    const names = fonts.map((font) => font.baseFont.replace(/^[A-Z]{6}\+/, ''));
    // Inter for the Latin letters, two of Noto Sans SC's slices for the two Chinese characters.
    expect(names.sort()).toEqual(['Inter-Regular', 'NotoSansSC-Regular', 'NotoSansSC-Regular']);
    for (const font of fonts) {
      expect(font.baseFont).toMatch(/^[A-Z]{6}\+/);
      expect(font.fontFile).toBe('FontFile2');
      // A few glyphs, not the face's hundreds (Inter's Latin face alone is over 40 kB).
      expect(font.fontFileBytes).toBeLessThan(8_000);
    }
    expect(new Set(fonts.map((font) => font.baseFont)).size).toBe(3);
  });

  it('sets bold in the bold faces, Chinese included', async () => {
    const layout = layoutOf({ elements: [{ ...name('张 Zhang'), bold: true }] });
    const fonts = await embeddedFonts(await makeDesignPdf(layout, CARD, noUploads));
    expect(fonts.map((font) => font.baseFont.slice(7)).sort()).toEqual(['Inter-Bold', 'NotoSansSC-Bold']);
  });
});

describe('the preflight of a design PDF', () => {
  it('passes the shop preflight for the product, one page per side', async () => {
    const photo = uploadUrl('jpg');
    const layout = layoutOf(
      { backgroundImage: photo, elements: [name('张伟 Zhang Wei')] },
      {
        background: '#102030',
        elements: [
          {
            kind: 'qr',
            x: 60,
            y: 20,
            width: 20,
            height: 20,
            data: 'https://inkfold.example',
            colour: '#ffffff',
          },
        ],
      },
    );
    const file = path.join(dir, 'card.pdf');
    fs.writeFileSync(file, await makeDesignPdf(layout, CARD, uploadsFrom({ [photo]: await cardPhoto() })));
    const inspection = await inspectPdf(file);
    if (!('facts' in inspection)) throw new Error(`refused: ${inspection.refused}`);
    const findings = checkDesign(inspection.facts, { ...CARD, pages: 2 });
    const outcome = Object.fromEntries(
      findings.map((found) => [found.code, `${found.status} ${found.reason}`]),
    );
    expect(outcome).toEqual({
      size: 'pass sizeFits',
      resolution: 'pass resolutionPdfGood',
      // The editor's colours are RGB: the press converts them, as it does any RGB file's.
      colour: 'warn colourRgb',
      pages: 'pass pagesMatch',
      fonts: 'pass fontsEmbedded',
    });
  });
});
