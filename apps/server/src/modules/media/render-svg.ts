import { noticeSvg, stepSvg, trustSvg } from './icons.ts';
import { productSvg } from './products/index.ts';
import { avatarSvg, categorySvg, homeBannerSvg, illustrationSvg, partnerSvg } from './scenes.ts';

const KEY = /^[a-z]+(?:\/[a-z0-9-]+){1,2}$/;

const number = (value: string | undefined) => (value && /^\d{1,2}$/.test(value) ? Number(value) : 0);

/**
 * The SVG drawing for a media key such as `product/box/2` or `banner/home`, or null when the
 * key names nothing. Keys are matched against fixed lists, never used to build a path.
 */
export function renderSvg(key: string): string | null {
  if (!KEY.test(key)) return null;
  const [kind, a, b] = key.split('/');
  switch (kind) {
    case 'product':
      return b === undefined ? null : productSvg(a!, number(b));
    case 'category':
      return b === undefined ? categorySvg(a!) : null;
    case 'banner':
      return b === undefined && (a === 'home' || a === 'home-mobile')
        ? homeBannerSvg(a === 'home-mobile')
        : null;
    case 'illustration':
      return b === undefined ? illustrationSvg(a!) : null;
  }
  if (b !== undefined) return null;
  const n = number(a);
  switch (kind) {
    case 'partner':
      return partnerSvg(n);
    case 'avatar':
      return avatarSvg(n);
    case 'step':
      return stepSvg(n);
    case 'notice':
      return noticeSvg(n);
    case 'trust':
      return trustSvg(n);
    default:
      return null;
  }
}

export const mediaUrl = (key: string) => `/media/${key}.webp`;
