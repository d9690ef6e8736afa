import { worstStatus } from '@printshop/contract';
import type { BoxMm, DesignFacts, Finding, ImageFacts, PdfFacts, PrintSpec } from './facts.ts';
import { finding } from './finding.ts';
import {
  aspectOf,
  bled,
  covers,
  fitsProportions,
  MM_PER_INCH,
  pixelsFor,
  sameSize,
  turned,
} from './geometry.ts';

/** The product's trimmed piece. */
export function trimOf(spec: PrintSpec): BoxMm {
  return { widthMm: spec.trimWidthMm, heightMm: spec.trimHeightMm };
}

/**
 * An image only has proportions: scaled to the width of trim plus bleed, it must be as tall. One
 * of the trim's proportions lacks the bleed, which the printer can add by stretching it a little:
 * a warning that says how much to add, in millimetres and in the image's own pixels.
 */
function imageSize(facts: ImageFacts, trim: BoxMm, bleedMm: number): Finding | null {
  const aspect = facts.heightPx / facts.widthPx;
  const sheet = bled(trim, bleedMm);
  const values = { width: sheet.widthMm, height: sheet.heightMm };
  if (fitsProportions(aspect, sheet)) return finding('size', 'pass', 'sizeFits', values);
  if (bleedMm > 0 && fitsProportions(aspect, trim)) {
    const ppi = facts.widthPx / (trim.widthMm / MM_PER_INCH);
    return finding('size', 'warn', 'sizeNoBleed', {
      ...values,
      bleed: bleedMm,
      pixels: pixelsFor(bleedMm, ppi),
    });
  }
  return null;
}

/**
 * A PDF says its size: its TrimBox (or its whole page, without one) must be the trim, and its
 * page must reach trim plus bleed; a page of the same proportions at another size is scaled.
 */
function pdfSize(facts: PdfFacts, trim: BoxMm, bleedMm: number): Finding | null {
  const page = facts.trim ?? facts.media;
  const sheet = bled(trim, bleedMm);
  const values = { width: sheet.widthMm, height: sheet.heightMm };
  if (sameSize(page, trim) || (!facts.trim && sameSize(page, sheet))) {
    if (covers(facts.media, sheet)) return finding('size', 'pass', 'sizeFits', values);
    const present = Math.min(facts.media.widthMm - page.widthMm, facts.media.heightMm - page.heightMm) / 2;
    return finding('size', 'warn', 'sizePdfNoBleed', { ...values, bleed: bleedMm - Math.max(0, present) });
  }
  const pageValues = { pageWidth: page.widthMm, pageHeight: page.heightMm };
  if (fitsProportions(aspectOf(page), trim)) {
    return finding('size', 'warn', 'sizeScaled', {
      ...pageValues,
      width: trim.widthMm,
      height: trim.heightMm,
    });
  }
  if (!facts.trim && fitsProportions(aspectOf(page), sheet)) {
    return finding('size', 'warn', 'sizeScaled', { ...pageValues, ...values });
  }
  return null;
}

/**
 * The design against the product's trim plus bleed. A design that fits only turned a quarter
 * turn (landscape for a portrait product) is a warning, not a failure: the printer turns it, and
 * the shopper is told so to check it is meant (docs/preflight.md). Anything else would be
 * cropped or stretched: a failure that gives both sizes.
 */
export function checkSize(facts: DesignFacts, spec: PrintSpec): Finding {
  const judge = (trim: BoxMm) =>
    facts.kind === 'image' ? imageSize(facts, trim, spec.bleedMm) : pdfSize(facts, trim, spec.bleedMm);
  const trim = trimOf(spec);
  const upright = judge(trim);
  if (upright) return upright;
  const sideways = judge(turned(trim));
  if (sideways) {
    const status = worstStatus([sideways.status, 'warn']);
    return { ...sideways, status, values: { ...sideways.values, turned: 1 } };
  }
  const sheet = bled(trim, spec.bleedMm);
  const values = { width: sheet.widthMm, height: sheet.heightMm };
  if (facts.kind === 'image') {
    return finding('size', 'fail', 'sizeWrongImage', {
      ...values,
      widthPx: facts.widthPx,
      heightPx: facts.heightPx,
    });
  }
  const page = facts.trim ?? facts.media;
  return finding('size', 'fail', 'sizeWrongPdf', {
    ...values,
    pageWidth: page.widthMm,
    pageHeight: page.heightMm,
  });
}
