import { describe, expect, it } from 'vitest';
import { facesOfText } from './text-faces.ts';

describe('the faces of a text', () => {
  it('takes each character from the first face of the family that has it, else from Noto Sans SC', async () => {
    const text = 'ZĀД张';
    const faces = await facesOfText(text, 'montserrat', false);
    const [latin, latinExt, cyrillic, chinese] = [...text].map((char) => faces.of(char.codePointAt(0)!));
    expect(latin).toBe(faces.primary);
    for (const [face, char] of [
      [latin, 'Z'],
      [latinExt, 'Ā'],
      [cyrillic, 'Д'],
    ] as const) {
      expect(face!.font.postscriptName).toBe('Montserrat-Regular');
      expect(face!.font.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(true);
    }
    expect(new Set([latin, latinExt, cyrillic]).size).toBe(3);
    expect(chinese!.font.postscriptName).toBe('NotoSansSC-Regular');
  });

  it('takes the bold faces of both families for a bold text', async () => {
    const faces = await facesOfText('Wei 伟', 'lora', true);
    expect(faces.of('W'.codePointAt(0)!).font.postscriptName).toBe('Lora-Bold');
    expect(faces.of('伟'.codePointAt(0)!).font.postscriptName).toBe('NotoSansSC-Bold');
  });

  it('leaves a character no face has to the primary face, which draws it as a box', async () => {
    const faces = await facesOfText('\u{e000}', 'inter', false);
    expect(faces.of(0xe000)).toBe(faces.primary);
    expect(faces.primary.font.postscriptName).toBe('Inter-Regular');
  });
});
