import { bars, C, circle, g, line, path, rect, rectPath, shadow, sheet, softShadow, text } from '../svg.ts';
import { mark, type Theme } from '../theme.ts';

const CW = 340;
const CH = 200;

/** Front of a business card, top-left at the origin. */
function cardFront(t: Theme): string {
  return (
    rect(0, 0, CW, CH, t.paper, { rx: 8 }) +
    mark(56, 58, 24, t) +
    text(30, 132, 'Mara Lind', { size: 24, fill: t.ink, weight: 'bold' }) +
    text(31, 156, 'STUDIO', { size: 12, fill: t.accent, spacing: 4, weight: 'bold' }) +
    bars(210, 118, [100, 80, 92], t.ink, 6, 14, 0.35) +
    rect(30, 174, 44, 4, t.accent2, { rx: 2 })
  );
}

/** Back of a business card: full colour with the mark. */
function cardBack(t: Theme): string {
  return (
    rect(0, 0, CW, CH, t.accent, { rx: 8 }) +
    circle(CW / 2, 82, 30, t.paper) +
    circle(CW / 2, 82, 12, t.accent) +
    text(CW / 2, 150, 'STUDIO', { size: 20, fill: t.paper, anchor: 'middle', spacing: 8, weight: 'bold' })
  );
}

/** A small stack: card edges below, the front card on top. */
function cardStack(t: Theme, count = 4): string {
  let out = softShadow(rectPath(0, 0, CW, CH + count * 3, 8), 8, 14);
  for (let i = count - 1; i > 0; i--) {
    out +=
      rect(0, i * 3, CW, CH, t.paper, { rx: 8 }) + rect(0, i * 3, CW, CH, '#000', { rx: 8, opacity: 0.1 });
  }
  return out + cardFront(t);
}

export function businessCard(t: Theme): string {
  const back = softShadow(rectPath(0, 0, CW, CH, 8), 8, 12) + cardBack(t);
  return (
    g(`translate(300 165) rotate(12)`, back) +
    g(`translate(210 360) rotate(-10)`, cardStack(t, 5)) +
    g(`translate(430 560) rotate(-24) scale(.9)`, sheet(0, 0, CW, CH, t.paper, 8), cardFront(t))
  );
}

/** A greeting card standing slightly open, with its envelope behind. */
export function foldedCard(t: Theme): string {
  const envelope =
    softShadow(rectPath(0, 0, 380, 250, 4), 6, 10) +
    rect(0, 0, 380, 250, C.kraft, { rx: 4 }) +
    path('M0 0L190 130L380 0', 'none', { stroke: '#000', strokeOpacity: 0.12, strokeWidth: 2 });
  const front =
    rect(0, 0, 300, 420, t.paper) +
    rect(24, 24, 252, 372, t.soft) +
    circle(150, 170, 92, t.accent) +
    path('M150 262C120 220 96 200 70 196C92 230 112 252 150 262z', t.accent2) +
    path('M150 262C180 220 204 200 230 196C208 230 188 252 150 262z', t.accent2) +
    circle(150, 170, 40, t.paper, { opacity: 0.9 }) +
    text(150, 326, 'Thank you', { size: 36, fill: t.ink, anchor: 'middle', serif: true, italic: true }) +
    rect(120, 346, 60, 3, t.accent, { rx: 1.5 });
  return (
    g('translate(360 140) rotate(8)', envelope) +
    shadow(420, 632, 250, 34) +
    path('M520 188L600 212L600 622L520 610z', t.paper) +
    path('M520 188L600 212L600 622L520 610z', '#000', { opacity: 0.16 }) +
    g('translate(220 190)', front) +
    rect(220, 190, 300, 420, 'url(#sheen)')
  );
}

/** A landscape postcard: picture side and address side. */
function postcardFront(t: Theme): string {
  return (
    rect(0, 0, 420, 280, t.soft, { rx: 4 }) +
    circle(300, 96, 42, t.accent) +
    path('M0 200C80 140 150 150 230 190S360 170 420 150V280H0z', t.accent2) +
    path('M0 236C110 190 220 210 300 240S400 250 420 236V280H0z', t.ink, { opacity: 0.9 }) +
    text(28, 66, 'Greetings', { size: 38, fill: t.ink, weight: 'bold', serif: true, italic: true }) +
    text(30, 92, 'FROM THE COAST', { size: 12, fill: t.ink, spacing: 4, opacity: 0.7 })
  );
}

function postcardBack(t: Theme): string {
  return (
    rect(0, 0, 420, 280, t.paper, { rx: 4 }) +
    line(214, 40, 214, 240, t.ink, 1.5, { opacity: 0.25 }) +
    bars(30, 60, [150, 160, 130, 150, 90], t.ink, 6, 20, 0.3) +
    rect(330, 30, 60, 72, t.accent, { rx: 3 }) +
    rect(338, 38, 44, 56, 'none', { stroke: t.paper, strokeWidth: 2, strokeDasharray: '4 3' }) +
    [140, 176, 212].map((y) => line(234, y, 390, y, t.ink, 1.5, { opacity: 0.3 })).join('')
  );
}

export function postcard(t: Theme): string {
  return (
    g('translate(300 140) rotate(9)', sheet(0, 0, 420, 280, t.paper, 4), postcardBack(t)) +
    g('translate(120 400) rotate(-7)', sheet(0, 0, 420, 280, t.paper, 4, 1.3), postcardFront(t))
  );
}

const TAG = 'M0 40L40 0H170L210 40V340Q210 350 200 350H10Q0 350 0 340z';

function tag(t: Theme, front: boolean): string {
  const face = front
    ? mark(105, 150, 30, t, 2) +
      text(105, 232, 'Handmade', { size: 28, fill: t.ink, anchor: 'middle', serif: true, italic: true }) +
      rect(80, 250, 50, 3, t.accent, { rx: 1.5 }) +
      text(105, 294, 'WITH CARE', { size: 11, fill: t.ink, anchor: 'middle', spacing: 4, opacity: 0.6 })
    : rect(0, 90, 210, 120, t.accent2) +
      text(105, 160, '24.90', { size: 34, fill: t.paper, anchor: 'middle', weight: 'bold' }) +
      bars(40, 250, [130, 100, 120], t.ink, 6, 18, 0.3);
  return (
    softShadow(TAG, 8, 12) +
    path(TAG, t.paper) +
    face +
    circle(105, 48, 16, C.sand2) +
    circle(105, 48, 9, C.navy, { opacity: 0.55 })
  );
}

export function hangTag(t: Theme): string {
  const string = (x: number, y: number) =>
    path(`M${x} ${y}C${x - 40} ${y - 120} ${x + 140} ${y - 160} ${x + 180} ${y - 60}`, 'none', {
      stroke: C.kraft,
      strokeWidth: 5,
      strokeLinecap: 'round',
    });
  return (
    g('translate(420 210) rotate(14)', tag(t, false), string(105, 48)) +
    g('translate(220 230) rotate(-8)', tag(t, true), string(105, 48))
  );
}

const HANGER = 'M0 20Q0 0 20 0H220Q240 0 240 20V560H0z M120 40A56 56 0 1 0 120 152A56 56 0 1 0 120 40z';

function hanger(t: Theme, word: string, sub: string): string {
  return (
    softShadow(HANGER, 8, 14) +
    path(HANGER, t.paper, { fillRule: 'evenodd' }) +
    line(160, 56, 212, 0, C.navy, 2, { opacity: 0.35 }) +
    path('M0 330C70 300 170 360 240 320V560H0z', t.accent) +
    path('M0 400C90 370 160 430 240 390V560H0z', t.accent2) +
    text(120, 226, sub, { size: 14, fill: t.ink, anchor: 'middle', spacing: 4, opacity: 0.6 }) +
    text(120, 276, word, { size: 40, fill: t.ink, anchor: 'middle', weight: 'bold' }) +
    circle(120, 486, 26, t.paper, { opacity: 0.9 }) +
    circle(120, 486, 10, t.accent)
  );
}

export function doorHanger(t: Theme): string {
  return (
    g('translate(400 150) rotate(10)', hanger({ ...t, accent: t.accent2, accent2: t.ink }, 'Hello', 'SAY')) +
    g('translate(190 140) rotate(-5)', hanger(t, 'Welcome', 'PLEASE COME IN'))
  );
}
