import QRCode from 'qrcode';

/**
 * The QR code's squares: `size` modules a side, `dark(row, column)` for each. Error correction M
 * and no quiet zone inside the box: the PDF maker draws the same squares filling the same box.
 */
export interface QrMatrix {
  size: number;
  dark(row: number, column: number): boolean;
}

/** The squares of `data`'s code, or null when it holds more than a QR code can. */
export function qrMatrix(data: string): QrMatrix | null {
  try {
    const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
    return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
  } catch {
    return null;
  }
}
