/** Tiny SVG string builders shared by every media drawing. */

export const C = {
  navy: '#1f2a44',
  navy2: '#2e3b5c',
  slate: '#5b6680',
  mist: '#dfe3ea',
  coral: '#ff6b57',
  coralSoft: '#ffd9d2',
  teal: '#1fa39a',
  tealSoft: '#d3eeeb',
  sand: '#f4efe6',
  sand2: '#e9e0d0',
  kraft: '#c9a477',
  white: '#ffffff',
} as const;

const SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const SERIF = 'DejaVu Serif, Georgia, serif';

type Value = string | number | undefined;
type Attrs = Record<string, Value>;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function esc(value: string): string {
  return value.replace(/[&<>"]/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

function kebab(name: string): string {
  return name === 'viewBox' ? name : name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);
}

function num(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
}

function attrs(list: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(list)) {
    if (value === undefined) continue;
    out += ` ${kebab(key)}="${typeof value === 'number' ? num(value) : esc(value)}"`;
  }
  return out;
}

function el(tag: string, list: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(list)}/>` : `<${tag}${attrs(list)}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, more: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...more });

export const circle = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...more });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...more });

export const path = (d: string, fill: string, more: Attrs = {}) => el('path', { d, fill, ...more });

export const poly = (points: number[], fill: string, more: Attrs = {}) =>
  el('polygon', { points: points.map(num).join(' '), fill, ...more });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  more: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, strokeWidth: width, strokeLinecap: 'round', ...more });

/** A group; a string argument is its transform. */
export function g(transform: string | Attrs, ...children: string[]): string {
  const list = typeof transform === 'string' ? { transform: transform || undefined } : transform;
  return el('g', list, children.join(''));
}

interface TextOptions {
  size: number;
  fill: string;
  weight?: number | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  serif?: boolean;
  italic?: boolean;
  spacing?: number;
  opacity?: number;
}

export function text(x: number, y: number, value: string, o: TextOptions): string {
  return el(
    'text',
    {
      x,
      y,
      fill: o.fill,
      fontSize: o.size,
      fontFamily: o.serif ? SERIF : SANS,
      fontWeight: o.weight,
      fontStyle: o.italic ? 'italic' : undefined,
      textAnchor: o.anchor,
      letterSpacing: o.spacing,
      opacity: o.opacity,
    },
    esc(value),
  );
}

/** Rounded bars standing in for lines of body copy. */
export function bars(
  x: number,
  y: number,
  widths: number[],
  fill: string,
  h = 8,
  gap = 16,
  opacity = 1,
): string {
  const o = opacity === 1 ? undefined : opacity;
  return widths.map((w, i) => rect(x, y + i * gap, w, h, fill, { rx: h / 2, opacity: o })).join('');
}

/** Soft ground shadow from the shared radial gradient. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 1) =>
  ellipse(cx, cy, rx, ry, 'url(#gs)', { opacity });

/** A blur-free soft drop shadow: the outline stacked at growing stroke widths. */
export function softShadow(d: string, dx = 10, dy = 16, strength = 1, grow = 0): string {
  const layers = [26 + grow, 14 + grow, 6 + grow]
    .map((w) =>
      path(d, C.navy, {
        fillOpacity: 0.03 * strength,
        stroke: C.navy,
        strokeOpacity: 0.03 * strength,
        strokeWidth: w,
        strokeLinejoin: 'round',
      }),
    )
    .join('');
  return g(`translate(${dx} ${dy})`, layers);
}

export function rectPath(x: number, y: number, w: number, h: number, r = 0): string {
  if (!r) return `M${x} ${y}h${w}v${h}h${-w}z`;
  return (
    `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
    `h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`
  );
}

/** A rectangle of paper with its soft shadow and an optional fine edge. */
export function sheet(x: number, y: number, w: number, h: number, fill: string, r = 4, lift = 1): string {
  return (
    softShadow(rectPath(x, y, w, h, r), 6 * lift, 10 * lift, lift) +
    rect(x, y, w, h, fill, { rx: r, stroke: C.navy, strokeOpacity: 0.06, strokeWidth: 1 })
  );
}

/** Shared gradients: ground shadow, cylinder shading, sheen and page fold. */
const DEFS =
  '<defs>' +
  '<radialGradient id="gs"><stop offset="0" stop-color="#1f2a44" stop-opacity=".28"/>' +
  '<stop offset=".6" stop-color="#1f2a44" stop-opacity=".1"/><stop offset="1" stop-color="#1f2a44" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="cyl"><stop offset="0" stop-color="#000" stop-opacity=".22"/>' +
  '<stop offset=".18" stop-color="#000" stop-opacity="0"/><stop offset=".62" stop-color="#fff" stop-opacity=".18"/>' +
  '<stop offset=".8" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>' +
  '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/>' +
  '<stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>' +
  '<linearGradient id="foldL"><stop offset="0" stop-color="#000" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>' +
  '<linearGradient id="foldR"><stop offset="0" stop-color="#000" stop-opacity=".1"/>' +
  '<stop offset=".3" stop-color="#000" stop-opacity="0"/></linearGradient>' +
  '<linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b8893c"/>' +
  '<stop offset=".45" stop-color="#f6dc9a"/><stop offset=".55" stop-color="#e6c074"/><stop offset="1" stop-color="#a87a30"/></linearGradient>' +
  '</defs>';

export function doc(w: number, h: number, body: string, background?: string): string {
  const bg = background ? rect(0, 0, w, h, background) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${bg}${body}</svg>`;
}

/** Deterministic pseudo-random numbers so a key always draws the same picture. */
export function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}
