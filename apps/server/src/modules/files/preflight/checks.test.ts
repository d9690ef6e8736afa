import { describe, expect, it } from 'vitest';
import { checkDesign } from './checks.ts';
import type { BoxMm, Finding, ImageFacts, PdfFacts, PrintSpec } from './facts.ts';

/** A 3.5 x 2 in business card with 1/8 in bleed: 95.25 x 57.15 mm, 1125 x 675 px at 300 ppi. */
const card: PrintSpec = { trimWidthMm: 88.9, trimHeightMm: 50.8, bleedMm: 3.175, pages: null };
/** 3 x 2 in without bleed: whole pixels at 150 and 300 ppi (450 x 300, 900 x 600). */
const plain: PrintSpec = { trimWidthMm: 76.2, trimHeightMm: 50.8, bleedMm: 0, pages: null };

const image = (widthPx: number, heightPx: number, colour: ImageFacts['colour'] = 'cmyk'): ImageFacts => ({
  kind: 'image',
  mime: 'image/jpeg',
  widthPx,
  heightPx,
  colour,
});

const box = (widthMm: number, heightMm: number): BoxMm => ({ widthMm, heightMm });

const pdf = (facts: Partial<PdfFacts> = {}): PdfFacts => ({
  kind: 'pdf',
  pages: 1,
  media: box(95.25, 57.15),
  trim: box(88.9, 50.8),
  colour: 'cmyk',
  lowestImagePpi: null,
  fontsNotEmbedded: [],
  ...facts,
});

const of = (findings: Finding[], code: Finding['code']) => findings.find((found) => found.code === code);
const outcome = (findings: Finding[], code: Finding['code']) => {
  const found = of(findings, code);
  return found && `${found.status} ${found.reason}`;
};

describe('size of an image', () => {
  it('passes an image of the proportions of trim plus bleed', () => {
    const findings = checkDesign(image(1125, 675), card);
    expect(of(findings, 'size')).toEqual({
      code: 'size',
      status: 'pass',
      reason: 'sizeFits',
      values: { width: 95.25, height: 57.15 },
    });
  });

  it('warns of an image of the trim without bleed, saying how much to add in mm and in its pixels', () => {
    // 1050 px over 3.5 in is 300 ppi: 1/8 in of bleed is 37.5 px, so 38.
    expect(of(checkDesign(image(1050, 600), card), 'size')).toEqual({
      code: 'size',
      status: 'warn',
      reason: 'sizeNoBleed',
      values: { width: 95.25, height: 57.15, bleed: 3.175, pixels: 38 },
    });
  });

  it('matches proportions within 1 mm at the printed size, on either side', () => {
    // 100 px per mm across 95.25 mm: each pixel of height is 0.01 mm printed.
    expect(outcome(checkDesign(image(9525, 5814), card), 'size')).toBe('pass sizeFits');
    expect(outcome(checkDesign(image(9525, 5616), card), 'size')).toBe('pass sizeFits');
    expect(outcome(checkDesign(image(9525, 5816), card), 'size')).toBe('fail sizeWrongImage');
    expect(outcome(checkDesign(image(9525, 5614), card), 'size')).toBe('fail sizeWrongImage');
  });

  it('warns that a design lying the other way will be turned', () => {
    const upright = checkDesign(image(675, 1125), card);
    expect(of(upright, 'size')).toMatchObject({ status: 'warn', reason: 'sizeFits', values: { turned: 1 } });
    expect(of(upright, 'resolution')).toMatchObject({ status: 'pass', values: { ppi: 300 } });
    const noBleed = checkDesign(image(600, 1050), card);
    expect(of(noBleed, 'size')).toMatchObject({
      status: 'warn',
      reason: 'sizeNoBleed',
      values: { turned: 1 },
    });
  });

  it('fails other proportions, giving both sizes', () => {
    expect(of(checkDesign(image(1000, 1000), card), 'size')).toEqual({
      code: 'size',
      status: 'fail',
      reason: 'sizeWrongImage',
      values: { width: 95.25, height: 57.15, widthPx: 1000, heightPx: 1000 },
    });
  });
});

describe('resolution of an image', () => {
  it('says the ppi at trim plus bleed and the pixels that make 300', () => {
    expect(of(checkDesign(image(1125, 675), card), 'resolution')).toEqual({
      code: 'resolution',
      status: 'pass',
      reason: 'resolutionGood',
      values: { ppi: 300, widthPx: 1125, heightPx: 675, goodPpi: 300, leastPpi: 150 },
    });
    expect(of(checkDesign(image(375, 225), card), 'resolution')).toMatchObject({
      status: 'fail',
      reason: 'resolutionTooLow',
      values: { ppi: 100, widthPx: 1125, heightPx: 675 },
    });
  });

  it('passes from 300 ppi, warns from 150, fails below', () => {
    const at = (width: number) => of(checkDesign(image(width, 600), plain), 'resolution');
    expect(at(900)).toMatchObject({ status: 'pass', values: { ppi: 300 } });
    expect(at(899)).toMatchObject({ status: 'warn', reason: 'resolutionLow', values: { ppi: 299 } });
    const low = (width: number, height: number) => of(checkDesign(image(width, height), plain), 'resolution');
    expect(low(450, 300)).toMatchObject({ status: 'warn', values: { ppi: 150 } });
    expect(low(449, 300)).toMatchObject({ status: 'fail', reason: 'resolutionTooLow', values: { ppi: 149 } });
  });

  it('counts an image without bleed at the printed size with bleed', () => {
    // 1050 px over 3.75 in, 600 px over 2.25 in: the sparser side, 266.7 ppi.
    expect(of(checkDesign(image(1050, 600), card), 'resolution')).toMatchObject({
      status: 'warn',
      values: { ppi: 266 },
    });
  });
});

describe('size of a PDF', () => {
  it('passes a TrimBox of the trim on a page of trim plus bleed, within 1 mm', () => {
    expect(outcome(checkDesign(pdf(), card), 'size')).toBe('pass sizeFits');
    expect(outcome(checkDesign(pdf({ trim: box(89.8, 49.9), media: box(94.3, 56.2) }), card), 'size')).toBe(
      'pass sizeFits',
    );
  });

  it('passes a page of trim plus bleed without a TrimBox', () => {
    expect(outcome(checkDesign(pdf({ trim: null }), card), 'size')).toBe('pass sizeFits');
  });

  it('warns of a page of the trim without bleed, or with too little, saying how much to add', () => {
    expect(of(checkDesign(pdf({ trim: null, media: box(88.9, 50.8) }), card), 'size')).toEqual({
      code: 'size',
      status: 'warn',
      reason: 'sizePdfNoBleed',
      values: { width: 95.25, height: 57.15, bleed: 3.175 },
    });
    const some = of(checkDesign(pdf({ media: box(91.9, 53.8) }), card), 'size');
    expect(some).toMatchObject({ status: 'warn', reason: 'sizePdfNoBleed' });
    expect(some?.values.bleed).toBeCloseTo(1.675);
  });

  it('warns that a page of the same proportions at another size will be scaled', () => {
    expect(of(checkDesign(pdf({ trim: null, media: box(177.8, 101.6) }), card), 'size')).toEqual({
      code: 'size',
      status: 'warn',
      reason: 'sizeScaled',
      values: { pageWidth: 177.8, pageHeight: 101.6, width: 88.9, height: 50.8 },
    });
    // 1.1 mm too wide is another size, though of nearly the same proportions.
    expect(outcome(checkDesign(pdf({ trim: box(90, 50.8) }), card), 'size')).toBe('warn sizeScaled');
  });

  it('warns that a page lying the other way will be turned', () => {
    const sideways = checkDesign(pdf({ trim: box(50.8, 88.9), media: box(57.15, 95.25) }), card);
    expect(of(sideways, 'size')).toMatchObject({ status: 'warn', reason: 'sizeFits', values: { turned: 1 } });
  });

  it('fails a page of other proportions, giving both sizes', () => {
    expect(of(checkDesign(pdf({ trim: null, media: box(210, 297) }), card), 'size')).toEqual({
      code: 'size',
      status: 'fail',
      reason: 'sizeWrongPdf',
      values: { width: 95.25, height: 57.15, pageWidth: 210, pageHeight: 297 },
    });
  });
});

describe('the other checks', () => {
  it('judges the least sharp image placed in a PDF, at the size the page prints', () => {
    const ppiOf = (facts: Partial<PdfFacts>) => of(checkDesign(pdf(facts), card), 'resolution');
    expect(ppiOf({ lowestImagePpi: 300 })).toMatchObject({ status: 'pass', reason: 'resolutionPdfGood' });
    expect(ppiOf({ lowestImagePpi: 250 })).toMatchObject({ status: 'warn', values: { ppi: 250 } });
    expect(ppiOf({ lowestImagePpi: 120 })).toMatchObject({ status: 'fail', reason: 'resolutionPdfTooLow' });
    // A page of the bled size without a TrimBox prints as it is; one twice the trim, at half size.
    expect(ppiOf({ lowestImagePpi: 250, trim: null })).toMatchObject({ values: { ppi: 250 } });
    expect(ppiOf({ lowestImagePpi: 200, trim: null, media: box(177.8, 101.6) })).toMatchObject({
      status: 'pass',
      values: { ppi: 400 },
    });
    expect(ppiOf({ lowestImagePpi: null })).toBeUndefined();
  });

  it('warns of RGB colours and passes CMYK and grayscale', () => {
    expect(of(checkDesign(image(1125, 675, 'rgb'), card), 'colour')).toMatchObject({
      status: 'warn',
      reason: 'colourRgb',
    });
    expect(outcome(checkDesign(image(1125, 675, 'cmyk'), card), 'colour')).toBe('pass colourCmyk');
    expect(outcome(checkDesign(pdf({ colour: 'gray' }), card), 'colour')).toBe('pass colourGray');
  });

  it("checks a PDF's pages against the sides the options print, when they say", () => {
    expect(of(checkDesign(pdf(), { ...card, pages: 1 }), 'pages')).toMatchObject({
      status: 'pass',
      values: { pages: 1 },
    });
    expect(of(checkDesign(pdf({ pages: 2 }), { ...card, pages: 1 }), 'pages')).toEqual({
      code: 'pages',
      status: 'fail',
      reason: 'pagesMismatch',
      values: { pages: 2, expected: 1 },
    });
    expect(outcome(checkDesign(pdf({ pages: 2 }), { ...card, pages: 2 }), 'pages')).toBe('pass pagesMatch');
    expect(of(checkDesign(pdf({ pages: 2 }), card), 'pages')).toBeUndefined();
    expect(of(checkDesign(image(1125, 675), { ...card, pages: 2 }), 'pages')).toBeUndefined();
  });

  it('fails a PDF with fonts not embedded, naming them', () => {
    expect(outcome(checkDesign(pdf(), card), 'fonts')).toBe('pass fontsEmbedded');
    expect(of(checkDesign(pdf({ fontsNotEmbedded: ['Helvetica', 'Times-Roman'] }), null), 'fonts')).toEqual({
      code: 'fonts',
      status: 'fail',
      reason: 'fontsNotEmbedded',
      values: { fonts: 'Helvetica, Times-Roman' },
    });
    expect(of(checkDesign(image(1125, 675), card), 'fonts')).toBeUndefined();
  });

  it('checks only what needs no product without a print size, in the order of the contract', () => {
    expect(checkDesign(image(10, 10, 'rgb'), null).map((found) => found.code)).toEqual(['colour']);
    expect(checkDesign(pdf({ pages: 3 }), null).map((found) => found.code)).toEqual(['colour', 'fonts']);
    expect(
      checkDesign(pdf({ lowestImagePpi: 300 }), { ...card, pages: 1 }).map((found) => found.code),
    ).toEqual(['size', 'resolution', 'colour', 'pages', 'fonts']);
  });
});
