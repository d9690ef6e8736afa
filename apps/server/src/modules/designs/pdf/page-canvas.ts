import { MM_TO_PT } from '@printshop/contract';
import {
  concatTransformationMatrix,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setStrokingRgbColor,
} from 'pdf-lib';
import type { LoadedFace } from './font-faces.ts';
import type { DesignResources } from './resources.ts';

/** Where an element is drawn: its box's top-left corner and its turn in degrees. */
export interface Placement {
  x: number;
  y: number;
  rotation: number;
}

/** A hex colour (#rrggbb) as its three components from 0 to 1. */
function components(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((byte) => byte / 255) as [
    number,
    number,
    number,
  ];
}

export const fillColour = (colour: string) => setFillingRgbColor(...components(colour));
export const strokeColour = (colour: string) => setStrokingRgbColor(...components(colour));

/**
 * One page of the design as the editor's canvas sees it: its user space is millimetres from the
 * page's top-left corner with y growing downwards, so Konva's coordinates and turns carry over
 * unchanged (a positive rotation turns clockwise). Fonts and images are named in the page's
 * resources once each.
 */
export class PageCanvas {
  private readonly fontNames = new Map<PDFFont, PDFName>();
  private readonly imageNames = new Map<PDFRef, PDFName>();

  constructor(
    private readonly page: PDFPage,
    readonly resources: DesignResources,
  ) {
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(MM_TO_PT, 0, 0, -MM_TO_PT, 0, page.getHeight()),
    );
  }

  push(...operators: PDFOperator[]): void {
    this.page.pushOperators(...operators);
  }

  /** Draws within the placement's box: the origin at its top-left corner, the axes turned with it. */
  inBox(placement: Placement, draw: () => void): void {
    const turn = (placement.rotation * Math.PI) / 180;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    this.push(pushGraphicsState(), concatTransformationMatrix(cos, sin, -sin, cos, placement.x, placement.y));
    draw();
    this.push(popGraphicsState());
  }

  async font(face: LoadedFace): Promise<{ font: PDFFont; name: PDFName }> {
    const font = await this.resources.font(face);
    let name = this.fontNames.get(font);
    if (!name) {
      name = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontNames.set(font, name);
    }
    return { font, name };
  }

  imageName(ref: PDFRef): PDFName {
    let name = this.imageNames.get(ref);
    if (!name) {
      name = this.page.node.newXObject('Image', ref);
      this.imageNames.set(ref, name);
    }
    return name;
  }

  /** Ends the page's drawing: what follows the design in its content is back in PDF space. */
  finish(): void {
    this.push(popGraphicsState());
  }
}
