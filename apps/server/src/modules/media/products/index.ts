import { C, circle, doc, g, path, rect } from '../svg.ts';
import { ALT_THEMES, THEMES, type Theme } from '../theme.ts';
import { businessCard, doorHanger, foldedCard, hangTag, postcard } from './cards.ts';
import { box, label, mailerBox, rollLabel, sticker } from './packaging.ts';
import {
  booklet,
  brochure,
  envelope,
  flyer,
  letter,
  letterhead,
  menu,
  notepad,
  poster,
  tableTent,
} from './paper.ts';

/** Every product kind the catalogue uses, drawn on an 800 x 800 canvas. */
export const PRODUCT_DRAWINGS: Record<string, (t: Theme) => string> = {
  'business-card': businessCard,
  'folded-card': foldedCard,
  label,
  'roll-label': rollLabel,
  sticker,
  box,
  'mailer-box': mailerBox,
  postcard,
  envelope,
  letter,
  menu,
  'table-tent': tableTent,
  flyer,
  brochure,
  booklet,
  poster,
  notepad,
  letterhead,
  'hang-tag': hangTag,
  'door-hanger': doorHanger,
};

export const PRODUCT_VARIANTS = 4;

/** A desk: wood-toned top with a pencil and a plant, so variant 4 shows the product in use. */
function desk(drawing: string): string {
  return (
    rect(0, 0, 800, 800, '#c89f76') +
    [120, 300, 480, 660].map((y) => rect(0, y, 800, 3, '#000', { opacity: 0.05 })).join('') +
    g('translate(80 80) scale(.8)', drawing) +
    g(
      'translate(650 90)',
      circle(0, 0, 70, C.teal),
      circle(-30, -20, 40, '#2bb5ab'),
      circle(0, 0, 30, C.navy, { opacity: 0.2 }),
    ) +
    g(
      'translate(60 700) rotate(-20)',
      rect(0, 0, 240, 14, C.coral, { rx: 7 }),
      path('M240 0L270 7L240 14z', C.kraft),
    )
  );
}

/** Variant 1 main view, 2 a close-up, 3 another colourway, 4 on a desk. */
export function productSvg(kind: string, variant: number): string | null {
  const draw = PRODUCT_DRAWINGS[kind];
  if (!draw || variant < 1 || variant > PRODUCT_VARIANTS) return null;
  const alt = ALT_THEMES[(kind.length + variant) % ALT_THEMES.length]!;
  switch (variant) {
    case 1:
      return doc(800, 800, draw(THEMES.classic), C.sand);
    case 2:
      return doc(800, 800, g('translate(-200 -200) scale(1.5)', draw(THEMES.classic)), C.white);
    case 3:
      return doc(800, 800, draw(alt.theme), alt.bg);
    default:
      return doc(800, 800, desk(draw(THEMES.sand)));
  }
}
