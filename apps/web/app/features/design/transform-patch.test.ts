import { describe, expect, it } from 'vitest';
import { newLine, newRect, newText } from './new-elements';
import { pageGeometry } from './page-geometry';
import { transformPatch } from './transform-patch';

const page = pageGeometry({ trimWidthMm: 100, trimHeightMm: 100, bleedMm: 0 });
const moved = { x: 5, y: 6, rotation: 30, scaleX: 2, scaleY: 0.5 };

describe('a resize’s change', () => {
  it('scales a rectangle’s box', () => {
    const rect = { ...newRect('r', page), width: 10, height: 10 };
    expect(transformPatch(rect, moved)).toEqual({ x: 5, y: 6, rotation: 30, width: 20, height: 5 });
  });

  it('scales a text’s type with its height and its box with its width', () => {
    const text = { ...newText('t', page, 'Ada'), width: 10, sizePt: 12 };
    expect(transformPatch(text, { ...moved, scaleY: 2 })).toMatchObject({ width: 20, sizePt: 24 });
    expect(transformPatch(text, { ...moved, scaleY: 1 })).toMatchObject({ width: 20, sizePt: 12 });
  });

  it('lengthens a line, its stroke kept', () => {
    const line = { ...newLine('l', page), width: 10 };
    expect(transformPatch(line, moved)).toEqual({ x: 5, y: 6, rotation: 30, width: 20 });
  });
});
