import { DESIGN_LIMITS, type DesignElement, type DesignLayout, type DesignSide } from '@printshop/contract';
import { textHeightMm } from './text-box';

/** The fields of an element a change may set: any of its kind's, never its id or kind. */
export type ElementPatch = FieldsOf<DesignElement>;
type FieldsOf<E> = E extends DesignElement ? Partial<Omit<E, 'id' | 'kind'>> : never;

export type LayerMove = 'up' | 'down';

/** The smallest box side, so a resize never makes an element vanish or break the contract. */
const SMALLEST_MM = 1;
/** A hairline, the thinnest line a press prints reliably. */
const THINNEST_LINE_MM = 0.1;

const clamp = (value: number, least: number, most: number) => Math.min(most, Math.max(least, value));
/** Hundredths of a millimetre: finer than any press, and a layout's JSON stays short. */
const round = (mm: number) => Math.round(mm * 100) / 100;
const length = (mm: number) => round(clamp(mm, SMALLEST_MM, DESIGN_LIMITS.mm));
const position = (mm: number) => round(clamp(mm, -DESIGN_LIMITS.mm, DESIGN_LIMITS.mm));

/**
 * An element kept inside the contract's bounds, with the sizes its kind decides: a text's height
 * from its lines, a QR code square, a line as tall as its stroke.
 */
export function settle(element: DesignElement): DesignElement {
  const box = {
    ...element,
    x: position(element.x),
    y: position(element.y),
    width: length(element.width),
    rotation: round(element.rotation % 360),
  };
  switch (box.kind) {
    case 'text': {
      const sizePt = round(clamp(box.sizePt, DESIGN_LIMITS.fontPt.min, DESIGN_LIMITS.fontPt.max));
      return { ...box, sizePt, height: textHeightMm(box.text, sizePt) };
    }
    case 'qr':
      return { ...box, height: box.width };
    case 'line': {
      const strokeMm = round(clamp(box.strokeMm, THINNEST_LINE_MM, DESIGN_LIMITS.strokeMm));
      return { ...box, strokeMm, height: strokeMm };
    }
    case 'rect':
      return {
        ...box,
        height: length(box.height),
        strokeMm: round(clamp(box.strokeMm, 0, DESIGN_LIMITS.strokeMm)),
      };
    case 'image':
      return { ...box, height: length(box.height) };
  }
}

function withSide(layout: DesignLayout, side: number, edit: (page: DesignSide) => DesignSide): DesignLayout {
  const page = layout.sides[side];
  if (!page) return layout;
  const edited = edit(page);
  if (edited === page) return layout;
  return { ...layout, sides: layout.sides.map((each, index) => (index === side ? edited : each)) };
}

export function elementOf(layout: DesignLayout, side: number, id: string | null): DesignElement | undefined {
  return layout.sides[side]?.elements.find((element) => element.id === id);
}

export function addElement(layout: DesignLayout, side: number, element: DesignElement): DesignLayout {
  return withSide(layout, side, (page) =>
    page.elements.length >= DESIGN_LIMITS.elementsPerSide
      ? page
      : { ...page, elements: [...page.elements, settle(element)] },
  );
}

/**
 * Whether an edit may touch the element: a locked one (a template's fixed art) only while staff
 * make the template (`unlocked`); a customer's edits leave it as it is.
 */
const editable = (element: DesignElement, unlocked: boolean) => unlocked || !element.locked;

export function changeElement(
  layout: DesignLayout,
  side: number,
  id: string,
  patch: ElementPatch,
  unlocked = false,
): DesignLayout {
  return withSide(layout, side, (page) => {
    const index = page.elements.findIndex((element) => element.id === id && editable(element, unlocked));
    const element = page.elements[index];
    if (!element) return page;
    const changed = settle({ ...element, ...patch } as DesignElement);
    return { ...page, elements: page.elements.with(index, changed) };
  });
}

export function removeElement(
  layout: DesignLayout,
  side: number,
  id: string,
  unlocked = false,
): DesignLayout {
  return withSide(layout, side, (page) => {
    const elements = page.elements.filter((element) => element.id !== id || !editable(element, unlocked));
    return elements.length === page.elements.length ? page : { ...page, elements };
  });
}

/** One layer up (drawn later, over the next) or down; a locked element keeps its layer. */
export function moveLayer(
  layout: DesignLayout,
  side: number,
  id: string,
  move: LayerMove,
  unlocked = false,
): DesignLayout {
  return withSide(layout, side, (page) => {
    const index = page.elements.findIndex((element) => element.id === id && editable(element, unlocked));
    const other = move === 'up' ? index + 1 : index - 1;
    const [moved, passed] = [page.elements[index], page.elements[other]];
    if (index < 0 || !moved || !passed) return page;
    return { ...page, elements: page.elements.with(index, passed).with(other, moved) };
  });
}

export function setBackground(layout: DesignLayout, side: number, background: string): DesignLayout {
  return withSide(layout, side, (page) => (page.background === background ? page : { ...page, background }));
}

/** An image from the shop's media covering the whole page with its bleed, or none: a template's. */
export function setBackgroundImage(layout: DesignLayout, side: number, src: string | null): DesignLayout {
  return withSide(layout, side, (page) =>
    page.backgroundImage === src ? page : { ...page, backgroundImage: src },
  );
}

export const blankSide = (): DesignSide => ({ background: '#ffffff', backgroundImage: null, elements: [] });

/** A blank back for a one-sided layout. */
export function addBack(layout: DesignLayout): DesignLayout {
  return layout.sides.length >= DESIGN_LIMITS.sides
    ? layout
    : { ...layout, sides: [...layout.sides, blankSide()] };
}

export function removeBack(layout: DesignLayout): DesignLayout {
  return layout.sides.length < 2 ? layout : { ...layout, sides: layout.sides.slice(0, 1) };
}

/** A one-sided white page with nothing on it. */
export const blankLayout = (): DesignLayout => ({ version: 1, sides: [blankSide()] });
