import { ARTWORK_PPI, type PreflightStatus } from '@printshop/contract';
import type { PreflightReason } from '../../../i18n/preflight-messages.ts';
import type { DesignFacts, Finding, PrintSpec } from './facts.ts';
import { finding } from './finding.ts';
import { aspectOf, bled, fitsProportions, MM_PER_INCH, orientedLike, pixelsFor } from './geometry.ts';
import { trimOf } from './size-check.ts';

const { good: GOOD_PPI, least: LEAST_PPI } = ARTWORK_PPI;
/** Kept with each finding, so a stored one says the thresholds it was judged by. */
const THRESHOLDS = { goodPpi: GOOD_PPI, leastPpi: LEAST_PPI };

const REASONS: Record<DesignFacts['kind'], Record<PreflightStatus, PreflightReason>> = {
  image: { pass: 'resolutionGood', warn: 'resolutionLow', fail: 'resolutionTooLow' },
  pdf: { pass: 'resolutionPdfGood', warn: 'resolutionPdfLow', fail: 'resolutionPdfTooLow' },
};

function statusOf(ppi: number): PreflightStatus {
  if (ppi >= GOOD_PPI) return 'pass';
  return ppi >= LEAST_PPI ? 'warn' : 'fail';
}

/**
 * Whole pixels per inch, as shown: rounded down (with room for floating-point error), so 299.6
 * reads and counts as 299, under the 300 it does not reach.
 */
const wholePpi = (ppi: number) => Math.floor(ppi + 1e-6);

/**
 * The effective resolution at the printed size. An image prints over trim plus bleed (turned to
 * lie as it does), and its sparser side counts; the message says the pixels that make 300 ppi.
 * A PDF's least sharp placed image counts, scaled as its page is to the product (its TrimBox to
 * the trim; a page without one to trim plus bleed when it has those proportions, else to the
 * trim); a PDF without images has nothing to check.
 */
export function checkResolution(facts: DesignFacts, spec: PrintSpec): Finding | null {
  const trim = trimOf(spec);
  if (facts.kind === 'image') {
    const sheet = orientedLike(bled(trim, spec.bleedMm), facts.heightPx / facts.widthPx);
    const perInch = (mm: number) => mm / MM_PER_INCH;
    const ppi = wholePpi(
      Math.min(facts.widthPx / perInch(sheet.widthMm), facts.heightPx / perInch(sheet.heightMm)),
    );
    const status = statusOf(ppi);
    return finding('resolution', status, REASONS.image[status], {
      ...THRESHOLDS,
      ppi,
      widthPx: pixelsFor(sheet.widthMm, GOOD_PPI),
      heightPx: pixelsFor(sheet.heightMm, GOOD_PPI),
    });
  }
  if (facts.lowestImagePpi === null) return null;
  const page = facts.trim ?? facts.media;
  const sheet = orientedLike(bled(trim, spec.bleedMm), aspectOf(page));
  const printed =
    !facts.trim && fitsProportions(aspectOf(page), sheet) ? sheet : orientedLike(trim, aspectOf(page));
  const scale = Math.min(page.widthMm / printed.widthMm, page.heightMm / printed.heightMm);
  const ppi = wholePpi(facts.lowestImagePpi * scale);
  const status = statusOf(ppi);
  return finding('resolution', status, REASONS.pdf[status], { ...THRESHOLDS, ppi });
}
