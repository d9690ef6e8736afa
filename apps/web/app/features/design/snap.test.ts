import { describe, expect, it } from 'vitest';
import { alignShift } from './align';
import { boundsOf } from './element-bounds';
import { newRect } from './new-elements';
import { pageGeometry } from './page-geometry';
import { snapBox, snapLines } from './snap';

const safe = { x: 10, y: 10, width: 80, height: 40 };

describe('snapping a dragged box', () => {
  it('moves it onto the nearest line within the threshold and names the guides it meets', () => {
    const lines = snapLines(safe, [{ x: 60, y: 30, width: 10, height: 10 }]);
    // Its left edge is 0.8 mm right of the safe area's; its top 0.4 mm above the other box's.
    const snap = snapBox({ x: 10.8, y: 29.6, width: 20, height: 4 }, lines, 1);
    expect(snap.dx).toBeCloseTo(-0.8);
    expect(snap.dy).toBeCloseTo(0.4);
    expect(snap.guides).toEqual({ x: [10], y: [30] });
  });

  it('snaps its centre to the safe area’s centre', () => {
    const snap = snapBox({ x: 39.5, y: 0, width: 20, height: 5 }, snapLines(safe, []), 1);
    expect(snap.dx).toBeCloseTo(0.5);
    expect(snap.guides.x).toEqual([50]);
  });

  it('leaves it where it is when no line is near', () => {
    expect(snapBox({ x: 20, y: 20, width: 5, height: 5 }, snapLines(safe, []), 1)).toEqual({
      dx: 0,
      dy: 0,
      guides: { x: [], y: [] },
    });
  });
});

describe('an element’s upright box', () => {
  it('turns about the top-left corner, clockwise', () => {
    const page = pageGeometry({ trimWidthMm: 100, trimHeightMm: 100, bleedMm: 0 });
    const rect = { ...newRect('r', page), x: 10, y: 10, width: 20, height: 10, rotation: 90 };
    const bounds = boundsOf(rect);
    expect(bounds.x).toBeCloseTo(0);
    expect(bounds.y).toBeCloseTo(10);
    expect(bounds.width).toBeCloseTo(10);
    expect(bounds.height).toBeCloseTo(20);
  });

  it('aligns by that box', () => {
    expect(alignShift({ x: 0, y: 10, width: 10, height: 20 }, safe, 'center')).toEqual({ dx: 45, dy: 0 });
    expect(alignShift({ x: 0, y: 10, width: 10, height: 20 }, safe, 'bottom')).toEqual({ dx: 0, dy: 20 });
  });
});
