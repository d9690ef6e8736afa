import { inflateSync } from 'node:zlib';

/** WOFF 1.0 (W3C, 2012): its header's size and that of each entry of its table directory. */
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const WOFF_SIGNATURE = 0x774f4646;
/** An OpenType file's header and table records (OpenType spec, "Table directory"). */
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

const padded = (length: number) => (length + 3) & ~3;

/**
 * The OpenType font a WOFF file wraps, its tables inflated once. fontkit reads WOFF itself but
 * inflates a table again at every access, which makes laying out Chinese text seconds slow; read
 * as the plain font it is fast. Throws on bytes that are not WOFF.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF font');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let index = 0; index < count; index++) {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(at + 8));
    const length = woff.readUInt32BE(at + 12);
    const data = stored.length < length ? inflateSync(stored) : stored;
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  return writeSfnt(flavor, tables);
}

function writeSfnt(flavor: number, tables: readonly Table[]): Buffer {
  const directory = SFNT_HEADER + tables.length * SFNT_ENTRY;
  const font = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directory));
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  font.writeUInt32BE(flavor, 0);
  font.writeUInt16BE(tables.length, 4);
  font.writeUInt16BE(searchRange, 6);
  font.writeUInt16BE(entrySelector, 8);
  font.writeUInt16BE(tables.length * SFNT_ENTRY - searchRange, 10);
  let offset = directory;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    font.writeUInt32BE(table.tag, at);
    font.writeUInt32BE(table.checksum, at + 4);
    font.writeUInt32BE(offset, at + 8);
    font.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(font, offset);
    offset += padded(table.data.length);
  });
  return font;
}
