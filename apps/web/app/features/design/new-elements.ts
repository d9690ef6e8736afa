import type { DesignElement } from '@printshop/contract';
import type { Box, PageGeometry } from './page-geometry';

type Kind<K extends DesignElement['kind']> = Extract<DesignElement, { kind: K }>;
export type DesignText = Kind<'text'>;
export type DesignImage = Kind<'image'>;
export type DesignQr = Kind<'qr'>;
export type DesignRect = Kind<'rect'>;
export type DesignLine = Kind<'line'>;

const NAVY = '#1f2a44';
const TEAL = '#1fa39a';

/** A fresh element id, as the contract allows: letters, digits, '-' and '_'. */
export function newElementId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `e${Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('')}`;
}

/** A box of `width` x `height` centred on the safe area. */
function centred(page: PageGeometry, width: number, height: number): Pick<Box, 'x' | 'y'> {
  return { x: page.safe.x + (page.safe.width - width) / 2, y: page.safe.y + (page.safe.height - height) / 2 };
}

const unturned = { rotation: 0, locked: false } as const;

/** A type size that suits the page: about a fifth of its short side in points, 10 pt on a business card. */
function typeSize(page: PageGeometry): number {
  return Math.min(72, Math.max(8, Math.round(Math.min(page.trim.width, page.trim.height) / 5)));
}

export function newText(id: string, page: PageGeometry, text: string): DesignText {
  const width = page.safe.width * 0.6;
  return {
    id,
    kind: 'text',
    ...centred(page, width, 0),
    width,
    height: 1,
    ...unturned,
    text,
    font: 'inter',
    sizePt: typeSize(page),
    colour: NAVY,
    align: 'left',
    bold: false,
  };
}

export function newRect(id: string, page: PageGeometry): DesignElement {
  const width = page.safe.width / 3;
  const height = page.safe.height / 3;
  return {
    id,
    kind: 'rect',
    ...centred(page, width, height),
    width,
    height,
    ...unturned,
    fill: TEAL,
    stroke: null,
    strokeMm: 0,
  };
}

export function newLine(id: string, page: PageGeometry): DesignElement {
  const width = page.safe.width / 2;
  const strokeMm = 0.5;
  const { x } = centred(page, width, 0);
  return {
    id,
    kind: 'line',
    x,
    y: page.safe.y + page.safe.height / 2,
    width,
    height: strokeMm,
    ...unturned,
    stroke: NAVY,
    strokeMm,
  };
}

export function newQr(id: string, page: PageGeometry, data: string): DesignElement {
  const side = Math.min(page.safe.width, page.safe.height) / 2;
  return {
    id,
    kind: 'qr',
    ...centred(page, side, side),
    width: side,
    height: side,
    ...unturned,
    data,
    colour: NAVY,
  };
}

/** The largest box of the image's proportions inside `room`, centred in it. */
export function fitImage(pixels: { width: number; height: number }, room: Box): Box {
  const scale = Math.min(room.width / pixels.width, room.height / pixels.height);
  const width = pixels.width * scale;
  const height = pixels.height * scale;
  return { x: room.x + (room.width - width) / 2, y: room.y + (room.height - height) / 2, width, height };
}

export function newImage(
  id: string,
  page: PageGeometry,
  src: string,
  pixels: { width: number; height: number },
): DesignImage {
  const width = page.safe.width / 2;
  const height = page.safe.height / 2;
  const box = fitImage(pixels, { ...centred(page, width, height), width, height });
  return { id, kind: 'image', ...box, ...unturned, src };
}

/** An empty image slot of a template, half the safe area and centred: the customer's image goes in it. */
export function newImageSlot(id: string, page: PageGeometry): DesignImage {
  const width = page.safe.width / 2;
  const height = page.safe.height / 2;
  return { id, kind: 'image', ...centred(page, width, height), width, height, ...unturned, src: null };
}
