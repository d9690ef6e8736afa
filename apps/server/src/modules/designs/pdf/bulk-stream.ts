import { type PDFContext, type PDFDict, PDFRawStream, type PDFRef, PDFStream } from 'pdf-lib';

const STREAM = Buffer.from('\nstream\n', 'latin1');
const END_STREAM = Buffer.from('\nendstream', 'latin1');

/**
 * A stream whose contents go into the file in one copy. pdf-lib writes a stream byte by byte in
 * JavaScript, which takes a 16 MB photo a third of a second or more; an image's samples need no
 * more than a copy.
 */
class BulkStream extends PDFStream {
  constructor(
    dict: PDFDict,
    private readonly contents: Uint8Array,
  ) {
    super(dict);
  }

  override getContents(): Uint8Array {
    return this.contents;
  }

  override getContentsSize(): number {
    return this.contents.length;
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    this.updateDict();
    let at = offset + this.dict.copyBytesInto(buffer, offset);
    for (const part of [STREAM, this.contents, END_STREAM]) {
      buffer.set(part, at);
      at += part.length;
    }
    return at - offset;
  }
}

/** The stream at `ref` (as pdf-lib made it) written in one copy from now on. */
export function writeInBulk(context: PDFContext, ref: PDFRef): PDFRef {
  const stream = context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error('not a stream');
  context.assign(ref, new BulkStream(stream.dict, stream.contents));
  return ref;
}
