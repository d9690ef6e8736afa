import { C, circle, doc, g, line, path, rect, text } from './svg.ts';

/** Simple pictograms on a 100 x 100 grid, drawn in one colour. */
const GLYPHS: Record<string, (ink: string) => string> = {
  options: (ink) =>
    [25, 50, 75]
      .map(
        (y, i) =>
          line(20, y, 80, y, ink, 6) + circle(30 + i * 20, y, 9, C.white, { stroke: ink, strokeWidth: 6 }),
      )
      .join(''),
  upload: (ink) => path('M50 20L75 45H60V70H40V45H25z', ink) + rect(22, 76, 56, 8, ink, { rx: 4 }),
  review: (ink) =>
    rect(22, 14, 46, 62, 'none', { stroke: ink, strokeWidth: 6, rx: 4 }) +
    circle(64, 66, 16, 'none', { stroke: ink, strokeWidth: 6 }) +
    line(76, 78, 88, 90, ink, 7),
  printing: (ink) =>
    rect(30, 14, 40, 22, 'none', { stroke: ink, strokeWidth: 6 }) +
    rect(14, 36, 72, 34, ink, { rx: 6 }) +
    rect(30, 58, 40, 30, C.white, { stroke: ink, strokeWidth: 6 }),
  delivery: (ink) =>
    rect(10, 32, 50, 36, ink, { rx: 4 }) +
    path('M60 42H78L90 56V68H60z', ink) +
    circle(28, 74, 9, C.white, { stroke: ink, strokeWidth: 5 }) +
    circle(74, 74, 9, C.white, { stroke: ink, strokeWidth: 5 }),
  bleed: (ink) =>
    rect(14, 14, 72, 72, 'none', { stroke: ink, strokeWidth: 4, strokeDasharray: '6 5' }) +
    rect(24, 24, 52, 52, ink, { opacity: 0.85 }),
  resolution: (ink) =>
    [0, 1, 2, 3]
      .flatMap((r) =>
        [0, 1, 2, 3].map((c) =>
          rect(18 + c * 17, 18 + r * 17, 14, 14, ink, { opacity: (r + c) % 2 ? 0.4 : 1 }),
        ),
      )
      .join(''),
  cmyk: () =>
    circle(38, 38, 20, '#00aeef', { opacity: 0.85 }) +
    circle(62, 38, 20, '#ec008c', { opacity: 0.85 }) +
    circle(38, 62, 20, '#fff200', { opacity: 0.85 }) +
    circle(62, 62, 20, C.navy, { opacity: 0.85 }),
  fonts: (ink) => text(50, 72, 'Aa', { size: 54, fill: ink, anchor: 'middle', weight: 'bold', serif: true }),
  safe: (ink) =>
    rect(12, 12, 76, 76, 'none', { stroke: ink, strokeWidth: 4 }) +
    rect(26, 26, 48, 48, 'none', { stroke: C.coral, strokeWidth: 4, strokeDasharray: '5 4' }),
  file: (ink) =>
    path('M26 10H60L76 26V90H26z', 'none', { stroke: ink, strokeWidth: 6, strokeLinejoin: 'round' }) +
    text(51, 70, 'PDF', { size: 18, fill: ink, anchor: 'middle', weight: 'bold' }),
  quality: (ink) =>
    circle(50, 42, 26, ink) +
    path('M36 62L30 90L50 80L70 90L64 62z', ink) +
    path('M39 42L47 50L62 34', 'none', {
      stroke: C.white,
      strokeWidth: 6,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  fast: (ink) =>
    circle(52, 52, 34, 'none', { stroke: ink, strokeWidth: 6 }) +
    line(52, 52, 52, 30, ink, 6) +
    line(52, 52, 68, 60, ink, 6) +
    line(6, 40, 16, 40, ink, 5) +
    line(2, 56, 14, 56, ink, 5),
  secure: (ink) =>
    path('M50 10L82 22V48C82 70 66 84 50 92C34 84 18 70 18 48V22z', ink) +
    rect(38, 44, 24, 20, C.white, { rx: 3 }) +
    path('M42 44V38A8 8 0 0 1 58 38V44', 'none', { stroke: C.white, strokeWidth: 5 }),
};

const STEPS = ['options', 'upload', 'review', 'printing', 'delivery'];
const NOTICES = ['bleed', 'resolution', 'cmyk', 'fonts', 'safe', 'file'];
const TRUST = ['quality', 'fast', 'secure'];
const TINTS = [C.coral, C.teal, C.navy];

function icon(glyph: string, size: number, tint: string): string {
  return doc(
    size,
    size,
    circle(size / 2, size / 2, size / 2, tint, { opacity: 0.12 }) +
      g(`translate(${size * 0.2} ${size * 0.2}) scale(${(size * 0.6) / 100})`, GLYPHS[glyph]!(tint)),
  );
}

export function stepSvg(n: number): string | null {
  const glyph = STEPS[n - 1];
  return glyph ? icon(glyph, 200, TINTS[(n - 1) % 3]!) : null;
}

export function trustSvg(n: number): string | null {
  const glyph = TRUST[n - 1];
  return glyph ? icon(glyph, 200, TINTS[(n - 1) % 3]!) : null;
}

/** Notes-for-completion tiles: a wide card with the pictogram. */
export function noticeSvg(n: number): string | null {
  const glyph = NOTICES[n - 1];
  if (!glyph) return null;
  const tint = TINTS[(n - 1) % 3]!;
  return doc(
    400,
    300,
    rect(0, 0, 400, 300, tint, { opacity: 0.1 }) + g('translate(120 70) scale(1.6)', GLYPHS[glyph]!(tint)),
    C.white,
  );
}
