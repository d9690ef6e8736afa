import fs from 'node:fs/promises';
import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import { opensFirstPage } from '../pdf-page.ts';
import type { PdfFacts } from './facts.ts';
import { readPdfFacts } from './pdf-facts.ts';

/** What the worker answers: errors do not cross threads as themselves, so a refusal is a value. */
export type PdfInspection = { facts: PdfFacts } | { refused: 'uploadEncrypted' | 'uploadPdfUnreadable' };

/**
 * A PDF ends with `%%EOF`, give or take some trailing bytes (readers look in the last 1024): one
 * cut short in its upload lacks it, even when enough of it is left to draw a page.
 */
const EOF_MARK = Buffer.from('%%EOF', 'latin1');
const EOF_WINDOW = 1024;

/**
 * Runs in the PDF worker thread (files/pdf.ts): the facts of the PDF at `filePath`, read with
 * pdf-lib, once PDFium has shown it can open the first page, which the preview job draws later. A
 * file they cannot read, or an encrypted one (which the press could not open either), is refused.
 */
export async function inspectPdf(filePath: string): Promise<PdfInspection> {
  const bytes = await fs.readFile(filePath);
  if (!bytes.subarray(-EOF_WINDOW).includes(EOF_MARK)) return { refused: 'uploadPdfUnreadable' };
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    // No event loop here to keep free: the whole file is parsed at once.
    parseSpeed: ParseSpeeds.Fastest,
  }).catch(() => null);
  if (document?.isEncrypted) return { refused: 'uploadEncrypted' };
  const facts = readFacts(document);
  if (!facts || !(await opensFirstPage(bytes))) return { refused: 'uploadPdfUnreadable' };
  return { facts };
}

function readFacts(document: PDFDocument | null): PdfFacts | null {
  if (!document) return null;
  try {
    return readPdfFacts(document);
  } catch {
    return null;
  }
}
