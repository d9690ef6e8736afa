import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
} from 'pdf-lib';
import { colourOfSpace } from './colour-space.ts';
import { type Operand, operations } from './content-stream.ts';
import type { Colour } from './facts.ts';
import { type Budget, decodedBytes } from './pdf-stream.ts';

/** A transformation matrix [a b c d e f] (ISO 32000-1, 8.3.4), from an object's space to the page's. */
type Matrix = readonly [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** The keys looked up at every operator, made once: PDFName.of decodes its text on each call. */
const KEYS = [
  'ColorSpace',
  'Form',
  'Height',
  'Image',
  'Matrix',
  'Resources',
  'Shading',
  'Subtype',
  'Width',
  'XObject',
] as const;
const NAME = Object.fromEntries(KEYS.map((key) => [key, PDFName.of(key)])) as Record<
  (typeof KEYS)[number],
  PDFName
>;
const POINTS_PER_INCH = 72;
/** Deeper saves (q) than this are not kept, nor forms drawn inside more forms than this. */
const MAX_SAVED = 256;
const MAX_FORM_DEPTH = 12;

/** What the content of a file's pages showed, gathered page after page. */
export interface Marks {
  colours: Set<Colour>;
  lowestPpi: number | null;
}

/** One content stream being walked, with the resources its names refer to. */
export interface Scope {
  context: PDFContext;
  resources: PDFDict | undefined;
  marks: Marks;
  budget: Budget;
  /** The forms drawing this one, outermost first: a form is never drawn inside itself. */
  forms: readonly PDFRawStream[];
}

/**
 * Walks a page's (or a form's) content from `start`, its CTM tracked through q, Q and cm: notes
 * the colours it paints with and each placed image's effective resolution, its pixels over the
 * inches it covers on the page.
 */
export function readContent(scope: Scope, content: Uint8Array, start: Matrix = IDENTITY): void {
  const saved: Matrix[] = [];
  let ctm = start;
  for (const { operator, operands } of operations(content)) {
    // Checked here, not in the tokenizer: the forms drawn on the way spend the same budget.
    if (scope.budget.operations-- <= 0) return;
    const name = operands.at(-1);
    switch (operator) {
      case 'q':
        if (saved.length < MAX_SAVED) saved.push(ctm);
        break;
      case 'Q':
        ctm = saved.pop() ?? ctm;
        break;
      case 'cm': {
        const matrix = asMatrix(operands.slice(-6));
        if (matrix) ctm = multiply(matrix, ctm);
        break;
      }
      case 'rg':
      case 'RG':
        scope.marks.colours.add('rgb');
        break;
      case 'k':
      case 'K':
        scope.marks.colours.add('cmyk');
        break;
      case 'g':
      case 'G':
        scope.marks.colours.add('gray');
        break;
      case 'cs':
      case 'CS':
        noteSpace(scope, namedSpace(scope, name));
        break;
      case 'sh': {
        const shading = resource(scope, NAME.Shading, name);
        const dict = shading instanceof PDFRawStream ? shading.dict : shading;
        if (dict instanceof PDFDict) noteSpace(scope, dict.get(NAME.ColorSpace));
        break;
      }
      case 'Do':
        drawXObject(scope, resource(scope, NAME.XObject, name), ctm);
        break;
      case 'BI':
        drawInlineImage(scope, operands, ctm);
        break;
    }
  }
}

function drawXObject(scope: Scope, xobject: PDFObject | undefined, ctm: Matrix): void {
  if (!(xobject instanceof PDFRawStream)) return;
  const { dict } = xobject;
  const subtype = dict.lookup(NAME.Subtype);
  if (subtype === NAME.Image) {
    notePlacement(scope.marks, numberIn(dict, NAME.Width), numberIn(dict, NAME.Height), ctm);
    noteSpace(scope, dict.get(NAME.ColorSpace));
  } else if (subtype === NAME.Form) {
    if (scope.forms.length >= MAX_FORM_DEPTH || scope.forms.includes(xobject)) return;
    const content = decodedBytes(xobject, scope.budget);
    if (!content) return;
    const resources = dict.lookup(NAME.Resources);
    const matrix = matrixIn(dict.lookup(NAME.Matrix)) ?? IDENTITY;
    const form = {
      ...scope,
      resources: resources instanceof PDFDict ? resources : scope.resources,
      forms: [...scope.forms, xobject],
    };
    readContent(form, content, multiply(matrix, ctm));
  }
}

/** An inline image's dictionary is its operands, key and value in turn, keys abbreviated or not. */
function drawInlineImage(scope: Scope, operands: readonly Operand[], ctm: Matrix): void {
  const entries = new Map<Operand, Operand>();
  for (let at = 0; at + 1 < operands.length; at += 2) entries.set(operands[at], operands[at + 1]);
  const entry = (short: string, long: string) => entries.get(short) ?? entries.get(long);
  const width = entry('W', 'Width');
  const height = entry('H', 'Height');
  notePlacement(
    scope.marks,
    typeof width === 'number' ? width : null,
    typeof height === 'number' ? height : null,
    ctm,
  );
  noteSpace(scope, namedSpace(scope, entry('CS', 'ColorSpace')));
}

function notePlacement(marks: Marks, widthPx: number | null, heightPx: number | null, ctm: Matrix): void {
  if (!widthPx || !heightPx) return;
  // The image fills the unit square of its space: the CTM's columns are its sides on the page.
  const widthIn = Math.hypot(ctm[0], ctm[1]) / POINTS_PER_INCH;
  const heightIn = Math.hypot(ctm[2], ctm[3]) / POINTS_PER_INCH;
  const ppi = Math.min(widthPx / widthIn, heightPx / heightIn);
  if (Number.isFinite(ppi) && ppi > 0) marks.lowestPpi = Math.min(marks.lowestPpi ?? ppi, ppi);
}

function noteSpace(scope: Scope, space: PDFObject | undefined): void {
  const colour = colourOfSpace(scope.context, space);
  if (colour) scope.marks.colours.add(colour);
}

/** A colour space named in content: one of the resources' ColorSpace entries, or a device space. */
function namedSpace(scope: Scope, name: Operand): PDFObject | undefined {
  if (typeof name !== 'string') return undefined;
  return resource(scope, NAME.ColorSpace, name) ?? PDFName.of(name);
}

function resource(scope: Scope, category: PDFName, name: Operand): PDFObject | undefined {
  if (typeof name !== 'string') return undefined;
  const group = scope.resources?.lookup(category);
  return group instanceof PDFDict ? group.lookup(PDFName.of(name)) : undefined;
}

function numberIn(dict: PDFDict, key: PDFName): number | null {
  const value = dict.lookup(key);
  return value instanceof PDFNumber ? value.asNumber() : null;
}

function matrixIn(value: PDFObject | undefined): Matrix | null {
  if (!(value instanceof PDFArray) || value.size() !== 6) return null;
  return asMatrix(
    Array.from({ length: value.size() }, (_, at) => {
      const item = value.lookup(at);
      return item instanceof PDFNumber ? item.asNumber() : undefined;
    }),
  );
}

function asMatrix(values: readonly Operand[]): Matrix | null {
  if (values.length !== 6 || !values.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    return null;
  }
  return values as unknown as Matrix;
}

/** m × n: the space of m mapped through n (ISO 32000-1, 8.3.4). */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}
