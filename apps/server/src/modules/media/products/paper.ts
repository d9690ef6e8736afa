import { bars, C, circle, g, line, path, rect, rectPath, shadow, sheet, softShadow, text } from '../svg.ts';
import { mark, type Theme } from '../theme.ts';

/** A portrait page with a headline, a picture block and copy, top-left at the origin. */
function page(t: Theme, w: number, h: number, title: string): string {
  return (
    sheet(0, 0, w, h, t.paper, 3) +
    rect(0, 0, w, h * 0.42, t.accent) +
    circle(w * 0.74, h * 0.2, h * 0.12, t.accent2) +
    path(`M0 ${h * 0.42}L${w * 0.45} ${h * 0.24}L${w} ${h * 0.42}z`, t.ink, { opacity: 0.85 }) +
    text(w * 0.08, h * 0.54, title, { size: w * 0.1, fill: t.ink, weight: 'bold' }) +
    bars(w * 0.08, h * 0.6, [w * 0.8, w * 0.72, w * 0.78, w * 0.5], t.ink, h * 0.018, h * 0.045, 0.3) +
    rect(w * 0.08, h * 0.84, w * 0.36, h * 0.07, t.accent2, { rx: h * 0.035 }) +
    mark(w * 0.84, h * 0.88, w * 0.06, t)
  );
}

export function flyer(t: Theme): string {
  return (
    shadow(400, 690, 300, 40) +
    g(
      'translate(400 120) rotate(8)',
      page({ ...t, accent: t.accent2, accent2: t.accent }, 300, 424, 'EVENT'),
    ) +
    g('translate(150 150) rotate(-5)', page(t, 320, 452, 'SALE'))
  );
}

export function poster(t: Theme): string {
  const frame = 24;
  return (
    shadow(400, 720, 280, 30) +
    g(
      'translate(190 80)',
      sheet(-frame, -frame, 420 + 2 * frame, 594 + 2 * frame, C.navy, 4, 1.4),
      rect(0, 0, 420, 594, t.paper),
      circle(210, 230, 150, t.accent),
      circle(210, 230, 90, t.accent2),
      path('M0 400L140 300L260 380L420 260V594H0z', t.ink, { opacity: 0.9 }),
      text(210, 470, 'SUMMER', { size: 56, fill: t.paper, anchor: 'middle', weight: 'bold', spacing: 6 }),
      text(210, 512, 'FESTIVAL 2026', { size: 18, fill: t.paper, anchor: 'middle', spacing: 5 }),
    )
  );
}

function letterPage(t: Theme): string {
  return (
    sheet(0, 0, 340, 440, C.white, 2) +
    mark(46, 48, 18, t) +
    text(76, 55, 'NORTHFIELD', { size: 16, fill: t.ink, weight: 'bold', spacing: 3 }) +
    rect(0, 0, 340, 6, t.accent) +
    bars(32, 110, [120, 90, 100], C.navy, 6, 14, 0.35) +
    bars(32, 180, [276, 260, 270, 240, 276, 200, 250, 180], C.navy, 6, 18, 0.22) +
    line(32, 410, 308, 410, t.accent2, 2) +
    bars(32, 420, [200], C.navy, 5, 10, 0.3)
  );
}

export function letterhead(t: Theme): string {
  return (
    shadow(420, 690, 300, 34) +
    g('translate(360 120) rotate(7)', letterPage(t)) +
    g('translate(160 170) rotate(-4)', letterPage(t)) +
    g(
      'translate(540 560) rotate(-30)',
      rect(0, 0, 200, 14, t.ink, { rx: 7 }),
      rect(196, 2, 24, 10, C.kraft, { rx: 3 }),
    )
  );
}

export function letter(t: Theme): string {
  return (
    shadow(400, 690, 300, 34) +
    g('translate(390 210) rotate(6)', envelopeFront(t)) +
    g('translate(150 130) rotate(-6)', letterPage(t))
  );
}

function envelopeFront(t: Theme): string {
  return (
    softShadow(rectPath(0, 0, 360, 240, 4), 6, 10) +
    rect(0, 0, 360, 240, t.paper === C.navy ? C.sand : t.paper, {
      rx: 4,
      stroke: C.navy,
      strokeOpacity: 0.08,
    }) +
    mark(40, 40, 14, t) +
    bars(64, 32, [90, 70], C.navy, 5, 12, 0.35) +
    bars(150, 130, [150, 130, 110], C.navy, 6, 18, 0.4) +
    rect(286, 24, 50, 60, t.accent, { rx: 3 }) +
    rect(0, 226, 360, 14, t.accent2, { opacity: 0.9 })
  );
}

export function envelope(t: Theme): string {
  const back =
    softShadow(rectPath(0, 0, 360, 240, 4), 6, 10) +
    rect(0, 0, 360, 240, t.soft, { rx: 4 }) +
    path('M0 0L180 130L360 0z', t.accent) +
    path('M0 240L150 120M360 240L210 120', 'none', { stroke: '#000', strokeOpacity: 0.1, strokeWidth: 2 });
  return (
    shadow(400, 660, 300, 36) +
    g('translate(330 170) rotate(9)', back) +
    g('translate(140 330) rotate(-6)', envelopeFront(t))
  );
}

export function notepad(t: Theme): string {
  const sheets = [12, 8, 4]
    .map((dy) => rect(0, dy, 320, 440, C.white, { rx: 3, stroke: C.navy, strokeOpacity: 0.1 }))
    .join('');
  return (
    shadow(400, 690, 250, 34) +
    g(
      'translate(240 150) rotate(-4)',
      softShadow(rectPath(0, 0, 320, 452, 3), 8, 14),
      sheets,
      rect(0, 0, 320, 440, C.white, { rx: 3 }),
      rect(0, 0, 320, 58, t.accent, { rx: 3 }),
      text(24, 38, 'To do', {
        size: 24,
        fill: t.paper === C.white ? C.white : t.paper,
        weight: 'bold',
        serif: true,
      }),
      [110, 160, 210, 260, 310, 360, 410]
        .map(
          (y) =>
            rect(24, y - 14, 16, 16, 'none', { stroke: t.accent2, strokeWidth: 2, rx: 3 }) +
            line(52, y, 296, y, C.navy, 1.5, { opacity: 0.18 }),
        )
        .join(''),
    ) +
    g(
      'translate(520 500) rotate(32)',
      rect(0, 0, 220, 16, t.accent2, { rx: 8 }),
      path('M220 0L250 8L220 16z', C.kraft),
    )
  );
}

function menuPanel(t: Theme, w: number, h: number, heading: string): string {
  const items = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        bars(w * 0.1, h * 0.3 + i * h * 0.12, [w * 0.5], t.ink, h * 0.018, 0, 0.55) +
        bars(w * 0.1, h * 0.33 + i * h * 0.12, [w * 0.62], t.ink, h * 0.012, 0, 0.25) +
        text(w * 0.9, h * 0.32 + i * h * 0.12, `${12 + i * 3}`, {
          size: h * 0.035,
          fill: t.accent,
          anchor: 'end',
          weight: 'bold',
        }),
    )
    .join('');
  return (
    rect(0, 0, w, h, t.paper) +
    text(w / 2, h * 0.14, heading, {
      size: h * 0.06,
      fill: t.ink,
      anchor: 'middle',
      serif: true,
      italic: true,
    }) +
    rect(w * 0.4, h * 0.18, w * 0.2, 3, t.accent) +
    items
  );
}

export function menu(t: Theme): string {
  const w = 250;
  const h = 460;
  return (
    shadow(400, 700, 330, 36) +
    g(
      'translate(150 140)',
      softShadow(rectPath(0, 0, w * 2, h, 2), 8, 14),
      menuPanel(t, w, h, 'Starters'),
      g(`translate(${w} 0)`, menuPanel(t, w, h, 'Mains')),
      rect(w - 14, 0, 14, h, 'url(#foldL)'),
      rect(w, 0, 20, h, 'url(#foldR)'),
    )
  );
}

export function tableTent(t: Theme): string {
  return (
    shadow(400, 640, 280, 34) +
    path('M170 600L290 220H510L630 600z', t.soft) +
    path('M170 600L290 220H510L630 600z', '#000', { opacity: 0.08 }) +
    path('M200 610L310 250H490L600 610z', t.paper) +
    circle(400, 360, 56, t.accent) +
    circle(400, 360, 22, t.paper) +
    text(400, 470, 'Happy Hour', { size: 34, fill: t.ink, anchor: 'middle', serif: true, italic: true }) +
    text(400, 510, '5 PM – 7 PM', { size: 18, fill: t.ink, anchor: 'middle', spacing: 3, opacity: 0.7 }) +
    rect(330, 540, 140, 6, t.accent2, { rx: 3 })
  );
}

export function brochure(t: Theme): string {
  const w = 170;
  const h = 400;
  const panel = (i: number) =>
    g(
      `translate(${i * w} 0)`,
      rect(0, 0, w, h, i === 1 ? t.soft : t.paper),
      i === 0 ? rect(0, 0, w, h * 0.45, t.accent) + circle(w / 2, h * 0.22, 40, t.accent2) : '',
      text(w * 0.1, h * 0.55, ['About', 'Services', 'Contact'][i] ?? '', {
        size: 22,
        fill: t.ink,
        weight: 'bold',
      }),
      bars(w * 0.1, h * 0.6, [w * 0.8, w * 0.7, w * 0.75, w * 0.6, w * 0.7], t.ink, 5, 16, 0.28),
    );
  return (
    shadow(400, 670, 320, 36) +
    g(
      'translate(145 170)',
      softShadow(rectPath(0, 0, w * 3, h, 2), 8, 14),
      panel(0),
      panel(1),
      panel(2),
      rect(w - 12, 0, 12, h, 'url(#foldL)'),
      rect(w * 2, 0, 14, h, 'url(#foldR)'),
    )
  );
}

export function booklet(t: Theme): string {
  const cover = (x: number, y: number, rot: number, th: Theme) =>
    g(
      `translate(${x} ${y}) rotate(${rot})`,
      sheet(0, 0, 300, 420, th.accent, 3, 1.2),
      rect(0, 0, 10, 420, '#000', { opacity: 0.15 }),
      circle(150, 170, 90, th.accent2),
      circle(150, 170, 50, th.paper),
      text(150, 330, 'ANNUAL', { size: 30, fill: th.paper, anchor: 'middle', weight: 'bold', spacing: 6 }),
      text(150, 362, 'REPORT 2026', { size: 16, fill: th.paper, anchor: 'middle', spacing: 4 }),
    );
  return (
    shadow(400, 690, 300, 36) +
    cover(380, 130, 8, { ...t, accent: t.accent2, accent2: t.accent }) +
    cover(150, 170, -6, t)
  );
}
