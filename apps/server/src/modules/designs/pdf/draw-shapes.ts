import type { DesignElement } from '@printshop/contract';
import {
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  type PDFOperator,
  rectangle,
  setLineWidth,
  stroke,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { fillColour, type PageCanvas, strokeColour } from './page-canvas.ts';

type Kind<K extends DesignElement['kind']> = Extract<DesignElement, { kind: K }>;

/** A rectangle's fill, then its stroke centred on its edges, as Konva draws a Rect; a stroke 0 wide is none. */
export function drawRect(canvas: PageCanvas, rect: Kind<'rect'>): void {
  const outline = rect.strokeMm > 0 ? rect.stroke : null;
  if (!rect.fill && !outline) return;
  const operators: PDFOperator[] = [];
  if (rect.fill) operators.push(fillColour(rect.fill));
  if (outline) operators.push(strokeColour(outline), setLineWidth(rect.strokeMm));
  operators.push(rectangle(0, 0, rect.width, rect.height));
  if (rect.fill && outline) operators.push(fillAndStroke());
  else operators.push(rect.fill ? fill() : stroke());
  canvas.inBox(rect, () => canvas.push(...operators));
}

/** A line from its box's corner along its width, with butt ends (Konva's and the PDF's default). */
export function drawLine(canvas: PageCanvas, line: Kind<'line'>): void {
  canvas.inBox(line, () =>
    canvas.push(
      strokeColour(line.stroke),
      setLineWidth(line.strokeMm),
      moveTo(0, 0),
      lineTo(line.width, 0),
      stroke(),
    ),
  );
}

/**
 * A QR code (the qrcode package's default error correction, M) filling a square of the box's
 * width, without a quiet zone of its own: each row's runs of dark modules as rectangles of one
 * path, filled at once, so no seam shows between neighbouring modules.
 */
export function drawQr(canvas: PageCanvas, qr: Kind<'qr'>): void {
  const { modules } = QRCode.create(qr.data);
  const cell = qr.width / modules.size;
  const operators: PDFOperator[] = [fillColour(qr.colour)];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      operators.push(rectangle(start * cell, row * cell, (column - start) * cell, cell));
    }
  }
  operators.push(fill());
  canvas.inBox(qr, () => canvas.push(...operators));
}
