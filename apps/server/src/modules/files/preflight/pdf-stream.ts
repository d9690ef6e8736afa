import { decodePDFRawStream, type PDFObject, PDFRawStream } from 'pdf-lib';

/** One content stream is read up to this many bytes: a design's page is far less. */
const MAX_STREAM_BYTES = 32 * 1024 * 1024;

/**
 * What reading one file may cost: operators walked and bytes decompressed. A hostile file (a
 * compression bomb, a form drawn a million times) runs out of both instead of out of memory or
 * time; what was read by then still counts.
 */
export interface Budget {
  operations: number;
  bytes: number;
}

export function newBudget(): Budget {
  return { operations: 1_000_000, bytes: 256 * 1024 * 1024 };
}

/**
 * The decoded bytes of a stream, within the budget: decoded a block at a time and only as far as
 * that, so a compression bomb stops at the limit; null for anything that is not a stream or
 * cannot be decoded.
 */
export function decodedBytes(stream: PDFObject | undefined, budget: Budget): Uint8Array | null {
  if (!(stream instanceof PDFRawStream) || budget.bytes <= 0) return null;
  try {
    const bytes = decode(stream, Math.min(MAX_STREAM_BYTES, budget.bytes));
    budget.bytes -= bytes.length;
    return bytes;
  } catch {
    return null;
  }
}

/** Asked for the whole limit at once, pdf-lib's decoder would allocate all of it at once. */
const BLOCK_BYTES = 64 * 1024;

function decode(raw: PDFRawStream, maxBytes: number): Uint8Array {
  const stream = decodePDFRawStream(raw);
  let length = 0;
  while (length < maxBytes) {
    const block = stream.getBytes(Math.min(BLOCK_BYTES, maxBytes - length));
    if (block.length === 0) break;
    length += block.length;
  }
  // The decoder keeps what it decoded: read again from its start, it answers all of it at once.
  if (length === 0) return new Uint8Array(0);
  stream.reset();
  const bytes = stream.getBytes(length);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}
