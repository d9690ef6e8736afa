import { C, circle, ellipse, g, path, poly, rect, shadow, softShadow, text } from '../svg.ts';
import { mark, type Theme } from '../theme.ts';

/** An isometric box: front, side and top faces around (0, 0) at the front-bottom corner. */
function isoBox(w: number, d: number, h: number, t: Theme, label: string): string {
  const dx = d * 0.8;
  const dy = d * 0.45;
  const front = `M0 0L${w} 0L${w} ${-h}L0 ${-h}z`;
  const side = `M${w} 0L${w + dx} ${-dy}L${w + dx} ${-dy - h}L${w} ${-h}z`;
  const top = `M0 ${-h}L${w} ${-h}L${w + dx} ${-dy - h}L${dx} ${-dy - h}z`;
  return (
    softShadow(`${front}${side}`, 10, 12) +
    path(front, t.paper) +
    path(side, t.paper) +
    path(side, '#000', { opacity: 0.14 }) +
    path(top, t.paper) +
    path(top, '#fff', { opacity: 0.25 }) +
    rect(0, -h * 0.28, w, h * 0.1, t.accent) +
    mark(w / 2, -h * 0.62, Math.min(w, h) * 0.14, t) +
    text(w / 2, -h * 0.36, label, {
      size: w * 0.09,
      fill: t.ink,
      anchor: 'middle',
      weight: 'bold',
      spacing: 3,
    })
  );
}

export function box(t: Theme): string {
  return (
    shadow(400, 640, 320, 50) +
    g('translate(400 560)', isoBox(220, 160, 180, { ...t, accent: t.accent2 }, 'TEA')) +
    g('translate(170 640)', isoBox(260, 200, 300, t, 'ARTISAN'))
  );
}

export function mailerBox(t: Theme): string {
  const w = 420;
  const h = 120;
  const dx = 150;
  const dy = 90;
  const base = `M0 0L${w} 0L${w + dx} ${-dy}L${w + dx} ${-dy - h}L${w} ${-h}L0 ${-h}z`;
  const lid = `M0 ${-h}L${w} ${-h}L${w + 40} ${-h - 260}L40 ${-h - 260}z`;
  return (
    shadow(420, 660, 340, 50) +
    g(
      'translate(120 640)',
      softShadow(base, 10, 12),
      path(`M0 ${-h}L${w} ${-h}L${w + dx} ${-dy - h}L${dx} ${-dy - h}z`, C.navy, { opacity: 0.5 }),
      path(`M${w} 0L${w + dx} ${-dy}L${w + dx} ${-dy - h}L${w} ${-h}z`, t.paper),
      path(`M${w} 0L${w + dx} ${-dy}L${w + dx} ${-dy - h}L${w} ${-h}z`, '#000', { opacity: 0.15 }),
      rect(0, -h, w, h, t.paper),
      rect(0, -h * 0.5, w, 14, t.accent),
      path(lid, t.accent),
      path(lid, '#fff', { opacity: 0.12 }),
      mark(w / 2 + 20, -h - 150, 44, { ...t, accent: t.paper, paper: t.accent }, 1),
      text(w / 2 + 20, -h - 60, 'Thanks for your order', {
        size: 24,
        fill: t.paper,
        anchor: 'middle',
        serif: true,
        italic: true,
      }),
    )
  );
}

/** A product jar wearing a label. */
function jar(t: Theme, x: number, y: number, name: string): string {
  return g(
    `translate(${x} ${y})`,
    softShadow('M0 40Q0 0 40 0H180Q220 0 220 40V320Q220 340 200 340H20Q0 340 0 320z', 8, 12),
    rect(30, -40, 160, 50, C.navy, { rx: 10 }),
    path('M0 40Q0 0 40 0H180Q220 0 220 40V320Q220 340 200 340H20Q0 340 0 320z', C.mist),
    rect(0, 90, 220, 170, t.paper),
    rect(0, 90, 220, 20, t.accent),
    mark(110, 160, 24, t, 2),
    text(110, 222, name, { size: 24, fill: t.ink, anchor: 'middle', weight: 'bold', serif: true }),
    rect(0, 0, 220, 340, 'url(#cyl)'),
  );
}

export function label(t: Theme): string {
  return (
    shadow(400, 690, 300, 36) + jar({ ...t, accent: t.accent2 }, 400, 330, 'Honey') + jar(t, 170, 350, 'Jam')
  );
}

export function rollLabel(t: Theme): string {
  const labels = [0, 1, 2]
    .map((i) =>
      g(
        `translate(${330 + i * 150} ${530 - i * 10})`,
        ellipse(0, 0, 60, 40, t.paper, { stroke: C.navy, strokeOpacity: 0.1 }),
        circle(-30, 0, 14, t.accent),
        text(10, 6, 'FRESH', { size: 16, fill: t.ink, anchor: 'middle', weight: 'bold' }),
      ),
    )
    .join('');
  return (
    shadow(380, 660, 320, 40) +
    path('M300 470C420 480 560 450 720 470L720 580C560 560 420 590 300 580z', C.white, {
      stroke: C.navy,
      strokeOpacity: 0.1,
    }) +
    labels +
    circle(250, 420, 180, C.white) +
    circle(250, 420, 180, 'none', { stroke: C.navy, strokeOpacity: 0.12, strokeWidth: 2 }) +
    [150, 120, 90]
      .map((r) => circle(250, 420, r, 'none', { stroke: C.navy, strokeOpacity: 0.06, strokeWidth: 2 }))
      .join('') +
    circle(250, 420, 64, C.kraft) +
    circle(250, 420, 40, C.sand2)
  );
}

export function sticker(t: Theme): string {
  const star = (cx: number, cy: number, r: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const radius = i % 2 ? r * 0.55 : r;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
    }).flat();
  return (
    shadow(400, 680, 300, 34) +
    g(
      'translate(180 160) rotate(-8)',
      softShadow('M150 0A150 150 0 1 1 149 0z', 6, 10),
      circle(150, 150, 150, C.white),
      circle(150, 150, 134, t.accent),
      circle(150, 150, 70, t.paper),
      text(150, 166, 'HELLO', { size: 34, fill: t.ink, anchor: 'middle', weight: 'bold' }),
    ) +
    g(
      'translate(420 300) rotate(12)',
      poly(star(130, 130, 140), C.white),
      poly(star(130, 130, 118), t.accent2),
      circle(130, 136, 38, t.paper),
    ) +
    g(
      'translate(230 500) rotate(4)',
      rect(0, 0, 300, 110, C.white, { rx: 55 }),
      rect(12, 12, 276, 86, t.ink, { rx: 43 }),
      text(150, 68, 'good vibes', {
        size: 34,
        fill: t.paper === t.ink ? C.white : t.paper,
        anchor: 'middle',
        serif: true,
        italic: true,
      }),
    )
  );
}
