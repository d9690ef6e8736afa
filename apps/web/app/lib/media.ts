import { MEDIA_WIDTHS } from '@printshop/contract';

/** Only the shop's own /media images can be resized; anything else is used as it is. */
function isMedia(url: string): boolean {
  return url.startsWith('/media/');
}

/** The smallest rendition at least `width` pixels wide (the largest when none is). */
export function mediaUrl(url: string, width: number): string {
  if (!isMedia(url)) return url;
  const chosen =
    MEDIA_WIDTHS.find((candidate) => candidate >= width) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
  return `${url}?w=${chosen}`;
}

/** Every rendition, so the browser picks by layout width and pixel density. */
export function mediaSrcSet(url: string): string | undefined {
  if (!isMedia(url)) return undefined;
  return MEDIA_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}
