import { cmyk, degrees, grayscale, type PDFDict, PDFDocument, PDFName, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { designPdf } from '../../../test/design-files.ts';
import { readPdfFacts } from './pdf-facts.ts';

const facts = async (pdf: Uint8Array) => readPdfFacts(await PDFDocument.load(pdf));

/** A PDF made by `draw`, saved and read back, as an upload is. */
async function pdfOf(draw: (document: PDFDocument) => Promise<void> | void): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  await draw(document);
  return document.save();
}

const jpeg = (width: number, height: number, space: 'srgb' | 'cmyk' = 'srgb') =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toColourspace(space)
    .jpeg()
    .toBuffer();

describe('the facts of a PDF', () => {
  it('reads the page count and the first page’s MediaBox and TrimBox in millimetres', async () => {
    const card = await facts(await designPdf({ trimMm: [90, 54], bleedMm: 3 }));
    expect(card).toEqual({
      kind: 'pdf',
      pages: 1,
      media: { widthMm: 96, heightMm: 60 },
      trim: { widthMm: 90, heightMm: 54 },
      colour: 'cmyk',
      lowestImagePpi: null,
      fontsNotEmbedded: [],
    });
    expect((await facts(await designPdf({ trimMm: [90, 54], pages: 2 })))?.pages).toBe(2);
  });

  it('has no trim when the file sets none, and turns the boxes as a /Rotate turns the page', async () => {
    const pdf = await pdfOf((document) => {
      document.addPage([144, 72]).setRotation(degrees(90));
    });
    expect(await facts(pdf)).toMatchObject({ media: { widthMm: 25.4, heightMm: 50.8 }, trim: null });
  });

  it('names a standard font, which is never embedded, and the fonts of forms drawn on the page', async () => {
    expect(
      (await facts(await designPdf({ trimMm: [90, 54], standardFontText: true })))?.fontsNotEmbedded,
    ).toEqual(['Helvetica']);
    const withText = await pdfOf(async (document) => {
      const font = await document.embedStandardFont(StandardFonts.TimesRoman);
      document.addPage([100, 100]).drawText('Hi', { font });
    });
    const formOnly = await pdfOf(async (document) => {
      const [form] = await document.embedPdf(withText);
      document.addPage([100, 100]).drawPage(form!);
    });
    expect((await facts(formOnly))?.fontsNotEmbedded).toEqual(['Times-Roman']);
  });

  it('counts a font with its font file, a Type0 one through its descendant and a Type3 one as embedded', async () => {
    const pdf = await pdfOf((document) => {
      const { context } = document;
      const fontFile = context.register(context.flateStream('not really glyphs'));
      const descriptor = (file: boolean) =>
        context.obj({ Type: 'FontDescriptor', FontName: 'Demo', ...(file ? { FontFile2: fontFile } : {}) });
      const page = document.addPage([100, 100]);
      const fonts = {
        F1: context.obj({
          Type: 'Font',
          Subtype: 'TrueType',
          BaseFont: 'ABCDEF+Embedded',
          FontDescriptor: descriptor(true),
        }),
        F2: context.obj({ Type: 'Font', Subtype: 'Type3', Name: 'Drawn' }),
        F3: context.obj({
          Type: 'Font',
          Subtype: 'Type0',
          BaseFont: 'GHIJKL+Missing',
          DescendantFonts: [
            context.obj({ Type: 'Font', Subtype: 'CIDFontType2', FontDescriptor: descriptor(false) }),
          ],
        }),
      };
      for (const [key, font] of Object.entries(fonts))
        page.node.setFontDictionary(PDFName.of(key), context.register(font));
    });
    expect((await facts(pdf))?.fontsNotEmbedded).toEqual(['Missing']);
  });

  it('finds the lowest effective resolution of the placed images, through forms and their matrices', async () => {
    // 300 x 150 pixels over 1 x 0.5 inches: 300 ppi; on a 50 % form, 600 ppi.
    expect((await facts(await designPdf({ trimMm: [90, 54], imagePpi: 300 })))?.lowestImagePpi).toBe(300);
    const photo = await pdfOf(async (document) => {
      const image = await document.embedJpg(await jpeg(300, 150));
      document.addPage([200, 200]).drawImage(image, { x: 10, y: 10, width: 72, height: 36 });
    });
    const scaled = await pdfOf(async (document) => {
      const [form] = await document.embedPdf(photo);
      const page = document.addPage([200, 200]);
      page.drawPage(form!, { x: 0, y: 0, xScale: 0.5, yScale: 0.5 });
      page.drawPage(form!, { x: 0, y: 0, xScale: 2, yScale: 2 });
    });
    expect(await facts(scaled)).toMatchObject({ lowestImagePpi: 150, colour: 'rgb' });
  });

  it('reads an inline image’s size and colour space', async () => {
    const pdf = await pdfOf((document) => {
      const page = document.addPage([200, 200]);
      const content = 'q 144 0 0 72 0 0 cm BI /W 72 /H 72 /CS /G /BPC 8 ID x EI Q';
      page.node.set(PDFName.of('Contents'), document.context.register(document.context.stream(content)));
    });
    expect(await facts(pdf)).toMatchObject({ lowestImagePpi: 36, colour: 'gray' });
  });

  it('is RGB when anything is, else CMYK when anything is, else gray', async () => {
    expect((await facts(await designPdf({ trimMm: [90, 54], colour: 'rgb' })))?.colour).toBe('rgb');
    const cmykPhoto = await pdfOf(async (document) => {
      const image = await document.embedJpg(await jpeg(100, 100, 'cmyk'));
      document.addPage([100, 100]).drawImage(image, { x: 0, y: 0, width: 100, height: 100 });
    });
    expect((await facts(cmykPhoto))?.colour).toBe('cmyk');
    const iccRgb = await pdfOf((document) => {
      const { context } = document;
      const profile = context.register(context.stream('profile', { N: 3 }));
      const page = document.addPage([100, 100]);
      page.node.setXObject(
        PDFName.of('Im1'),
        context.register(
          context.stream('\x00\x00\x00', {
            Type: 'XObject',
            Subtype: 'Image',
            Width: 1,
            Height: 1,
            BitsPerComponent: 8,
            ColorSpace: [PDFName.of('ICCBased'), profile],
          }),
        ),
      );
      page.node.set(
        PDFName.of('Contents'),
        context.register(context.stream('q 100 0 0 100 0 0 cm /Im1 Do Q')),
      );
    });
    expect((await facts(iccRgb))?.colour).toBe('rgb');
    const gray = await pdfOf((document) => {
      document.addPage([100, 100]).drawRectangle({ width: 10, height: 10, color: grayscale(0.2) });
    });
    expect((await facts(gray))?.colour).toBe('gray');
    const rgbOnSecondPage = await pdfOf((document) => {
      document.addPage([100, 100]).drawRectangle({ width: 10, height: 10, color: cmyk(0, 0, 0, 1) });
      document.addPage([100, 100]).drawRectangle({ width: 10, height: 10, color: rgb(0, 0, 0) });
    });
    expect((await facts(rgbOnSecondPage))?.colour).toBe('rgb');
  });

  it('ends on a hostile file: a looping page tree, a form drawing itself, forms drawing forms tenfold', async () => {
    const pdf = await pdfOf((document) => {
      const { context } = document;
      const page = document.addPage([100, 100]);
      const pagesRef = page.node.get(PDFName.of('Parent'));
      (document.catalog.lookup(PDFName.of('Pages')) as PDFDict).set(
        PDFName.of('Kids'),
        context.obj([page.ref, pagesRef!]),
      );
      const selfRef = context.nextRef();
      context.assign(
        selfRef,
        context.stream('/Self Do', {
          Type: 'XObject',
          Subtype: 'Form',
          Resources: { XObject: { Self: selfRef } },
        }),
      );
      let inner = context.register(context.stream('0 0 1 rg', { Type: 'XObject', Subtype: 'Form' }));
      for (let level = 0; level < 7; level++) {
        inner = context.register(
          context.stream('/Fm Do '.repeat(10), {
            Type: 'XObject',
            Subtype: 'Form',
            Resources: { XObject: { Fm: inner } },
          }),
        );
      }
      page.node.setXObject(PDFName.of('Self'), selfRef);
      page.node.setXObject(PDFName.of('Fm'), inner);
      page.node.set(PDFName.of('Contents'), context.register(context.stream('/Self Do /Fm Do')));
    });
    expect(await facts(pdf)).toMatchObject({ pages: 1, colour: 'rgb' });
  });

  it('has no facts for a file without pages', async () => {
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    expect(await facts(empty)).toBeNull();
  });
});
