import { PRODUCT_DRAWINGS } from './products/index.ts';
import { C, circle, doc, g, path, random, rect, text } from './svg.ts';
import { mark, THEMES } from './theme.ts';

/** The product kind that stands for each level-1 category. */
export const CATEGORY_KINDS: Record<string, [string, string]> = {
  'business-cards': ['business-card', 'folded-card'],
  labels: ['label', 'roll-label'],
  stickers: ['sticker', 'label'],
  boxes: ['box', 'mailer-box'],
  'direct-mail': ['postcard', 'envelope'],
  menus: ['menu', 'table-tent'],
  'flyers-postcards': ['flyer', 'postcard'],
  'brochures-booklets': ['brochure', 'booklet'],
  stationery: ['letterhead', 'notepad'],
  'signs-posters': ['poster', 'door-hanger'],
};

const BACKDROPS = [C.tealSoft, C.coralSoft, C.sand, C.mist];

const draw = (kind: string, transform: string) => g(transform, PRODUCT_DRAWINGS[kind]!(THEMES.classic));

/** Soft circles that give a backdrop depth without drawing attention. */
function bubbles(seed: number, w: number, h: number, count: number): string {
  const rnd = random(seed);
  return Array.from({ length: count }, () =>
    circle(
      w * (0.45 + rnd() * 0.55),
      h * rnd(),
      40 + rnd() * 160,
      [C.coral, C.teal, C.white][Math.floor(rnd() * 3)]!,
      {
        opacity: 0.12,
      },
    ),
  ).join('');
}

/** A wide banner with two products on the right half; the left half stays calm for text. */
export function categorySvg(slug: string): string | null {
  const kinds = CATEGORY_KINDS[slug];
  if (!kinds) return null;
  const index = Object.keys(CATEGORY_KINDS).indexOf(slug);
  return doc(
    1920,
    480,
    bubbles(index + 1, 1920, 480, 8) +
      draw(kinds[1], 'translate(1050 -40) scale(.62)') +
      draw(kinds[0], 'translate(1400 -20) scale(.62)'),
    BACKDROPS[index % BACKDROPS.length],
  );
}

const HERO_KINDS = ['business-card', 'box', 'sticker', 'menu'];

export function homeBannerSvg(mobile: boolean): string {
  if (mobile) {
    return doc(
      750,
      900,
      bubbles(42, 750, 900, 10) +
        draw('box', 'translate(-40 380) scale(.6)') +
        draw('business-card', 'translate(300 420) scale(.55)') +
        draw('sticker', 'translate(230 600) scale(.4)'),
      C.navy,
    );
  }
  return doc(
    1920,
    600,
    bubbles(7, 1920, 600, 12) +
      HERO_KINDS.map((kind, i) =>
        draw(kind, `translate(${900 + i * 250} ${i % 2 ? 80 : -20}) scale(.5)`),
      ).join(''),
    C.navy,
  );
}

const PARTNER_NAMES = [
  'Northfield',
  'Lumen',
  'Oakridge',
  'Bluefin',
  'Harbor',
  'Verde',
  'Kite',
  'Atlas',
  'Marble',
  'Pioneer',
  'Cedar',
  'Nimbus',
];

export function partnerSvg(n: number): string | null {
  const name = PARTNER_NAMES[n - 1];
  if (!name) return null;
  const theme = { ...THEMES.classic, accent: C.slate, accent2: C.navy2 };
  return doc(
    400,
    160,
    mark(70, 80, 34, theme, n % 3) +
      text(124, 94, name, {
        size: 38,
        fill: C.navy2,
        weight: 'bold',
        serif: n % 2 === 0,
        spacing: n % 3 === 0 ? 2 : 0,
      }),
    C.white,
  );
}

const SKIN = ['#f1c7a5', '#d9a47e', '#a96f4b', '#f5d6bd', '#7b4a2e', '#e8b894'];
const HAIR = [C.navy, '#4a3222', '#1b1b1b', '#8a5a3c', '#c9a16a', C.slate];

export function avatarSvg(n: number): string | null {
  if (n < 1 || n > 12) return null;
  const rnd = random(n * 97);
  const skin = SKIN[Math.floor(rnd() * SKIN.length)]!;
  const hair = HAIR[Math.floor(rnd() * HAIR.length)]!;
  const shirt = [C.coral, C.teal, C.navy2][n % 3]!;
  const longHair = n % 2 === 0;
  return doc(
    200,
    200,
    circle(100, 100, 100, BACKDROPS[n % BACKDROPS.length]!) +
      (longHair ? path('M50 90Q50 30 100 30Q150 30 150 90V150H50z', hair) : '') +
      path('M30 200Q30 140 100 140Q170 140 170 200z', shirt) +
      rect(86, 118, 28, 30, skin) +
      circle(100, 92, 40, skin) +
      path('M60 86Q62 48 100 48Q140 48 140 86Q120 66 86 70Q70 74 60 86z', hair) +
      circle(86, 96, 4, C.navy) +
      circle(114, 96, 4, C.navy) +
      path('M88 114Q100 122 112 114', 'none', { stroke: C.navy, strokeWidth: 3, strokeLinecap: 'round' }),
  );
}

/** Illustrations for articles and blog posts: a product scene on a tinted backdrop. */
export const ILLUSTRATION_KINDS: Record<string, string[]> = {
  color: ['poster', 'flyer'],
  paper: ['notepad', 'letterhead'],
  finish: ['business-card', 'folded-card'],
  'print-process': ['flyer', 'brochure'],
  design: ['poster', 'business-card'],
  'file-prep': ['letterhead', 'flyer'],
  packaging: ['box', 'mailer-box'],
  shipping: ['mailer-box', 'envelope'],
  labels: ['label', 'roll-label'],
  stickers: ['sticker', 'label'],
  'business-cards': ['business-card', 'hang-tag'],
  marketing: ['postcard', 'door-hanger'],
  menus: ['menu', 'table-tent'],
  sustainability: ['box', 'notepad'],
  typography: ['poster', 'booklet'],
  about: ['booklet', 'box'],
  team: ['letterhead', 'business-card'],
  contact: ['envelope', 'letter'],
  faq: ['brochure', 'flyer'],
  quality: ['booklet', 'business-card'],
};

export function illustrationSvg(theme: string): string | null {
  const kinds = ILLUSTRATION_KINDS[theme];
  if (!kinds) return null;
  const index = Object.keys(ILLUSTRATION_KINDS).indexOf(theme);
  return doc(
    1200,
    675,
    bubbles(index + 11, 1200, 675, 7) +
      draw(kinds[1]!, 'translate(80 40) scale(.75)') +
      draw(kinds[0]!, 'translate(560 60) scale(.75)'),
    BACKDROPS[index % BACKDROPS.length],
  );
}
