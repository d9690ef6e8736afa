import type { Colour, DesignFacts, Finding, PrintSpec } from './facts.ts';
import { finding } from './finding.ts';
import { checkResolution } from './resolution-check.ts';
import { checkSize } from './size-check.ts';

/** RGB is converted to the press's CMYK inks, which cannot print its brightest colours. */
function checkColour(colour: Colour): Finding {
  if (colour === 'rgb') return finding('colour', 'warn', 'colourRgb');
  return finding('colour', 'pass', colour === 'cmyk' ? 'colourCmyk' : 'colourGray');
}

/** One page per printed side: a page more or less means the wrong file or the wrong options. */
function checkPages(pages: number, expected: number): Finding {
  return pages === expected
    ? finding('pages', 'pass', 'pagesMatch', { pages })
    : finding('pages', 'fail', 'pagesMismatch', { pages, expected });
}

/** A font not embedded is replaced by whatever the printer's software has: the text reflows or turns to boxes. */
function checkFonts(notEmbedded: readonly string[]): Finding {
  return notEmbedded.length === 0
    ? finding('fonts', 'pass', 'fontsEmbedded')
    : finding('fonts', 'fail', 'fontsNotEmbedded', { fonts: notEmbedded.join(', ') });
}

/**
 * What the preflight finds in a design file (docs/preflight.md): its size and resolution against
 * the product's print size when it has one, its colours, and for a PDF its page count (when the
 * chosen options say how many pages they print) and fonts. In the contract's order of checks.
 */
export function checkDesign(facts: DesignFacts, spec: PrintSpec | null): Finding[] {
  const findings = [
    spec && checkSize(facts, spec),
    spec && checkResolution(facts, spec),
    checkColour(facts.colour),
    facts.kind === 'pdf' && spec?.pages != null ? checkPages(facts.pages, spec.pages) : null,
    facts.kind === 'pdf' ? checkFonts(facts.fontsNotEmbedded) : null,
  ];
  return findings.filter((found): found is Finding => !!found);
}
