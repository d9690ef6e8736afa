/**
 * A page's content stream read as operators and their operands (ISO 32000-1, 7.8.2), only as far
 * as the preflight needs: numbers and names are kept, every other operand (a string, an array, a
 * dictionary, a boolean) is `undefined`. An inline image (BI … ID data EI) is one `BI` operation
 * whose operands are its dictionary's keys and values.
 */
export type Operand = number | string | undefined;

export interface Operation {
  operator: string;
  operands: Operand[];
}

/** An operator takes at most a few operands: a stream of numbers alone must not pile up in memory. */
const MAX_OPERANDS = 64;

/** Each byte's class, looked up rather than compared: streams run to megabytes. */
const WHITESPACE = 1;
const DELIMITER = 2;
const CLASSES = new Uint8Array(256);
for (const code of [0, 9, 10, 12, 13, 32]) CLASSES[code] = WHITESPACE;
for (const char of '()<>[]{}/%') CLASSES[char.charCodeAt(0)] = DELIMITER;
const isWhitespace = (code: number) => CLASSES[code] === WHITESPACE;
/** A byte of a name, number or operator; `code` is NaN past the end. */
const isRegular = (code: number) => CLASSES[code] === 0;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The operations of `bytes` in order; the reader stops when it has read enough. */
export function* operations(bytes: Uint8Array): Generator<Operation> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let at = 0;
  let operands: Operand[] = [];
  let inlineImage = false;

  const push = (operand: Operand) => {
    if (operands.length === MAX_OPERANDS) operands.shift();
    operands.push(operand);
  };

  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (isWhitespace(code)) {
      at++;
    } else if (code === 0x25 /* % */) {
      at = lineEnd(text, at);
    } else if (code === 0x2f /* / */) {
      const end = regularEnd(text, at + 1);
      push(text.slice(at + 1, end));
      at = end;
    } else if (code === 0x28 /* ( */ || code === 0x3c /* < */ || code === 0x5b /* [ */) {
      at = skipComposite(text, at);
      push(undefined);
    } else if (!isRegular(code)) {
      at++; // a stray ')', '>', ']', '{' or '}' stands for nothing
    } else {
      const end = regularEnd(text, at);
      const word = text.slice(at, end);
      at = end;
      if (NUMBER.test(word)) {
        push(Number(word));
      } else if (word === 'true' || word === 'false' || word === 'null') {
        push(undefined);
      } else if (word === 'BI') {
        inlineImage = true;
        operands = [];
      } else if (word === 'ID' && inlineImage) {
        at = inlineImageEnd(text, at + 1);
        yield { operator: 'BI', operands };
        inlineImage = false;
        operands = [];
      } else {
        yield { operator: word, operands };
        operands = [];
      }
    }
  }
}

function lineEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
  return end;
}

function regularEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && isRegular(text.charCodeAt(end))) end++;
  return end;
}

/**
 * Past the string, hex string, array or dictionary starting at `at`, nested ones included. A
 * depth count, not recursion, so no nesting can overflow the stack.
 */
function skipComposite(text: string, start: number): number {
  let depth = 0;
  let at = start;
  do {
    const char = text[at];
    if (char === '(') {
      at = stringEnd(text, at);
    } else if (char === '<' && text[at + 1] !== '<') {
      const close = text.indexOf('>', at);
      at = close < 0 ? text.length : close + 1;
    } else if (char === '%') {
      at = lineEnd(text, at);
    } else if (char === '[' || char === '<') {
      depth++;
      at += char === '<' ? 2 : 1;
    } else if (char === ']' || char === '>') {
      depth--;
      at += char === '>' && text[at + 1] === '>' ? 2 : 1;
    } else {
      at++;
    }
  } while (depth > 0 && at < text.length);
  return at;
}

/** Past the literal string starting at `at`: balanced parentheses, and `\` escaping the next byte. */
function stringEnd(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return at + 1;
  }
  return text.length;
}

/**
 * Past an inline image's data, which starts after one whitespace byte and ends at `EI` between
 * whitespace (or at the stream's end): the data is binary and has no length of its own.
 */
function inlineImageEnd(text: string, start: number): number {
  let at = start;
  for (;;) {
    const found = text.indexOf('EI', at);
    if (found < 0) return text.length;
    const before = text.charCodeAt(found - 1);
    const after = text.charCodeAt(found + 2);
    if (isWhitespace(before) && (found + 2 === text.length || isWhitespace(after))) return found + 2;
    at = found + 2;
  }
}
