import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { CARD, firstPagePixels, layoutOf, uploadsFrom } from '../../../test/design-pdf.ts';
import { makeDesignPdf } from './make-design-pdf.ts';

const WHITE = [255, 255, 255];
const draw = async (...elements: object[]) =>
  firstPagePixels(await makeDesignPdf(layoutOf({ background: '#ffffff', elements }), CARD, uploadsFrom({})));

/** Whether some point of the region, in steps of 0.1 mm, is exactly this colour. */
function someAre(pixel: Awaited<ReturnType<typeof draw>>, colour: number[], [x0, y0, x1, y1]: number[]) {
  for (let x = x0!; x <= x1!; x += 0.1) {
    for (let y = y0!; y <= y1!; y += 0.1) {
      if (pixel(x, y).every((value, index) => value === colour[index])) return true;
    }
  }
  return false;
}

describe('drawing a design', () => {
  it('paints the side colour over the whole page, bleed included', async () => {
    const pdf = await makeDesignPdf(layoutOf({ background: '#336699' }), CARD, uploadsFrom({}));
    const pixel = await firstPagePixels(pdf);
    for (const [x, y] of [
      [0.2, 0.2],
      [45, 30],
      [90.8, 60.8],
    ]) {
      expect(pixel(x!, y!)).toEqual([51, 102, 153]);
    }
  });

  it('turns a shape clockwise about its top-left corner, in its colours', async () => {
    const pixel = await draw(
      { kind: 'rect', x: 30, y: 10, width: 30, height: 10, rotation: 90, fill: '#ff0000', stroke: null },
      { kind: 'rect', x: 50, y: 40, width: 20, height: 10, fill: '#00ff00', stroke: '#0000ff', strokeMm: 1 },
    );
    // Turned a quarter, the 30 x 10 box hangs down to the left of its corner.
    expect(pixel(25, 30)).toEqual([255, 0, 0]);
    expect(pixel(45, 15)).toEqual(WHITE);
    expect(pixel(60, 45)).toEqual([0, 255, 0]);
    expect(pixel(50, 45)).toEqual([0, 0, 255]);
    expect(pixel(49.7, 45)).toEqual([0, 0, 255]);
  });

  it('draws a line along its width and a QR code as squares of its modules', async () => {
    const data = 'https://inkfold.example/u/zhang';
    const pixel = await draw(
      { kind: 'line', x: 10, y: 50, width: 40, height: 1, stroke: '#800080', strokeMm: 1 },
      { kind: 'qr', x: 60, y: 5, width: 25, height: 25, data, colour: '#000080' },
    );
    expect(pixel(30, 50)).toEqual([128, 0, 128]);
    expect(pixel(30, 51)).toEqual(WHITE);
    const cell = 25 / QRCode.create(data).modules.size;
    const module = (row: number, column: number) => pixel(60 + (column + 0.5) * cell, 5 + (row + 0.5) * cell);
    // A finder pattern: a dark ring, a light ring, a dark centre.
    expect(module(0, 0)).toEqual([0, 0, 128]);
    expect(module(1, 1)).toEqual(WHITE);
    expect(module(3, 3)).toEqual([0, 0, 128]);
  });

  it('sets text in its colour, turned with its box', async () => {
    const text = { kind: 'text', x: 50, y: 5, width: 40, height: 20, text: 'HI', font: 'inter', bold: true };
    const pixel = await draw({ ...text, sizePt: 60, colour: '#cc3300', rotation: 90 });
    // Turned clockwise, the line runs down from the corner and its glyphs lie left of it.
    expect(someAre(pixel, [204, 51, 0], [30, 5, 50, 45])).toBe(true);
    expect(someAre(pixel, [204, 51, 0], [50.5, 0, 90, 60])).toBe(false);
  });
});
