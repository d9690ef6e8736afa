import { describe, expect, it } from 'vitest';
import { baselineBelowMiddleEm, layOutText, type TextFrame } from './text-layout.ts';

/** Every character 1 mm wide, a Chinese one 2 mm: enough to see where lines start and end. */
const measure = (text: string) => [...text].reduce((width, char) => width + (char > '\u2e80' ? 2 : 1), 0);

/** 10 mm text: 12 mm lines. */
const frame = (text: string, more: Partial<TextFrame> = {}): TextFrame => ({
  text,
  align: 'left',
  width: 20,
  height: 40,
  sizeMm: 10,
  ...more,
});

const lines = (laid: ReturnType<typeof layOutText>) => laid.map(({ text, x }) => [text, x]);

describe('laying a text out as Konva does', () => {
  it('breaks lines at newlines only, each line 1.2 sizes below the last, its middle at half a line', () => {
    const laid = layOutText(frame('Zhang Wei\n张伟'), measure, 3);
    expect(laid).toEqual([
      { text: 'Zhang Wei', x: 0, baseline: 6 + 3 },
      { text: '张伟', x: 0, baseline: 18 + 3 },
    ]);
  });

  it('aligns each line within the box', () => {
    expect(lines(layOutText(frame('abcd\nab', { align: 'center' }), measure, 0))).toEqual([
      ['abcd', 8],
      ['ab', 9],
    ]);
    expect(lines(layOutText(frame('abcd\n张', { align: 'right' }), measure, 0))).toEqual([
      ['abcd', 16],
      ['张', 18],
    ]);
  });

  it('cuts a line wider than the box where it stops fitting, without its trailing spaces', () => {
    const text = 'Zhang Wei, design director';
    expect(lines(layOutText(frame(text, { width: 12, align: 'right' }), measure, 0))).toEqual([
      // "Zhang Wei, d" is 12 wide: it fits, and nothing is wrapped onto a next line.
      ['Zhang Wei, d', 0],
    ]);
    expect(lines(layOutText(frame('Zhang Wei  x', { width: 11, align: 'right' }), measure, 0))).toEqual([
      ['Zhang Wei', 2],
    ]);
  });

  it('drops a line whose first character is wider than the box, the next taking its place', () => {
    expect(lines(layOutText(frame('张\nab', { width: 1.5 }), measure, 0))).toEqual([['a', 0]]);
  });

  it('begins no line that would end below the box, but always draws the first', () => {
    expect(lines(layOutText(frame('a\nb\nc', { height: 30 }), measure, 0))).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    expect(lines(layOutText(frame('a\nb', { height: 5 }), measure, 0))).toEqual([['a', 0]]);
  });

  it('draws tabs and carriage returns as spaces, and nothing for no text', () => {
    expect(lines(layOutText(frame('a\tb\r\nc'), measure, 0))).toEqual([
      ['a b ', 0],
      ['c', 0],
    ]);
    expect(layOutText(frame(''), measure, 0)).toEqual([]);
  });

  it('centres the font box on the line: its baseline half the ascent less the descent below the middle', () => {
    // Inter: ascent 1984 and descent -494 of 2048 units.
    expect(baselineBelowMiddleEm({ ascent: 1984, descent: -494, unitsPerEm: 2048 })).toBeCloseTo(0.3638, 4);
  });
});
