import { C, circle, g, path, rect } from './svg.ts';

/** Colours of one printed design: the stock, its text and two decoration colours. */
export interface Theme {
  paper: string;
  ink: string;
  accent: string;
  accent2: string;
  /** A quiet tint for panels and lines on the paper. */
  soft: string;
}

export const THEMES = {
  classic: { paper: C.white, ink: C.navy, accent: C.coral, accent2: C.teal, soft: C.sand },
  navy: { paper: C.navy, ink: C.sand, accent: C.coral, accent2: C.teal, soft: C.navy2 },
  teal: { paper: C.teal, ink: C.white, accent: C.navy, accent2: C.sand, soft: '#3db3aa' },
  coral: { paper: C.coral, ink: C.white, accent: C.navy, accent2: C.sand, soft: '#ff8a79' },
  sand: { paper: C.sand, ink: C.navy, accent: C.teal, accent2: C.coral, soft: C.white },
} satisfies Record<string, Theme>;

/** Alternative colourways and the backdrop each looks best on. */
export const ALT_THEMES: { theme: Theme; bg: string }[] = [
  { theme: THEMES.navy, bg: '#d9ecea' },
  { theme: THEMES.teal, bg: '#fbe4de' },
  { theme: THEMES.coral, bg: '#e4e7ef' },
  { theme: THEMES.sand, bg: C.navy },
];

/** A fictional logo mark in three styles, centred on cx, cy. */
export function mark(cx: number, cy: number, r: number, t: Theme, style = 0): string {
  if (style === 1) {
    return g(
      `translate(${cx} ${cy}) rotate(45)`,
      rect(-r * 0.72, -r * 0.72, r * 1.44, r * 1.44, t.accent, { rx: r * 0.25 }),
      circle(0, 0, r * 0.32, t.paper),
    );
  }
  if (style === 2) {
    return g(
      `translate(${cx} ${cy})`,
      path(`M${-r} ${r}L0 ${-r}L${r} ${r}z`, t.accent),
      path(`M${-r * 0.2} ${r}L${r * 0.4} ${-r * 0.2}L${r} ${r}z`, t.accent2),
    );
  }
  return g(
    `translate(${cx} ${cy})`,
    circle(0, 0, r, t.accent),
    path(`M0 ${-r}A${r} ${r} 0 0 1 0 ${r}z`, t.accent2),
    circle(0, 0, r * 0.38, t.paper),
  );
}
