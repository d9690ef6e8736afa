import type Konva from 'konva';
import { useMemo } from 'react';
import { Shape } from 'react-konva';
import type { DesignQr } from './new-elements';
import { qrMatrix } from './qr-matrix';

/** A QR code as squares filling its box; the whole box takes clicks, light squares too. */
export function QrShape({ qr, ...node }: { qr: DesignQr } & Konva.ShapeConfig) {
  const matrix = useMemo(() => qrMatrix(qr.data), [qr.data]);
  const side = qr.width;
  return (
    <Shape
      {...node}
      width={side}
      height={side}
      fill={qr.colour}
      sceneFunc={(context, shape) => {
        context.beginPath();
        if (!matrix) return;
        const cell = side / matrix.size;
        for (let row = 0; row < matrix.size; row += 1) {
          for (let column = 0; column < matrix.size; column += 1) {
            if (matrix.dark(row, column)) context.rect(column * cell, row * cell, cell, cell);
          }
        }
        context.fillShape(shape);
      }}
      hitFunc={(context, shape) => {
        context.beginPath();
        context.rect(0, 0, side, side);
        context.fillShape(shape);
      }}
    />
  );
}
