import fs from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from '@printshop/contract';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

/**
 * Reads the hand-edited files of seed/demo-data (their format is in its README) and checks each
 * against its schema, so a mistake stops the seed with the file and the field to fix.
 * Paths are relative to the data folder; absolute paths are read as they are.
 */
export const DATA_DIR = path.join(import.meta.dirname, 'demo-data');

class SeedDataError extends Error {
  override name = 'SeedDataError';
}

const FRONT_MATTER = /^---\n(?:([\s\S]*?)\n)?---(?:\n|$)/;
const SECTION_MARK = /^<!-- (\w+) -->$/m;

/** A data file as a message names it: from seed/demo-data when it is there. */
export function shownPath(file: string): string {
  const relative = path.relative(DATA_DIR, file);
  return relative.startsWith('..') ? file : `seed/demo-data/${relative}`;
}

/** Stops the seed with the file and what is wrong in it. */
export function fail(file: string, problem: string): never {
  throw new SeedDataError(`${shownPath(file)}: ${problem}`);
}

function check<S extends z.ZodType>(file: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  fail(file, result.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; '));
}

/** The file's text with Windows line ends made plain, so a file saved on any system reads the same. */
function readText(absolute: string): string {
  return fs.readFileSync(absolute, 'utf8').replace(/\r\n/g, '\n');
}

/** A file of data, parsed and checked: a syntax error names the file as a wrong field does. */
function readData<S extends z.ZodType>(
  file: string,
  schema: S,
  parse: (text: string) => unknown,
): z.output<S> {
  const absolute = path.resolve(DATA_DIR, file);
  let value: unknown;
  try {
    value = parse(readText(absolute));
  } catch (error) {
    fail(absolute, (error as Error).message);
  }
  return check(absolute, schema, value);
}

export function readJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return readData(file, schema, JSON.parse);
}

export function readYaml<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return readData(file, schema, parseYaml);
}

/** The sections of an HTML body, each after its own `<!-- en -->` or `<!-- zh -->` line. */
function sections(file: string, body: string): Partial<Record<Lang, string>> {
  const [before = '', ...parts] = body.split(SECTION_MARK);
  if (before.trim()) fail(file, 'content: the text must start with a <!-- en --> or <!-- zh --> line');
  const content: Partial<Record<Lang, string>> = {};
  for (let i = 0; i < parts.length; i += 2) {
    const lang = parts[i] as Lang;
    if (!LANGS.includes(lang))
      fail(file, `content: <!-- ${lang} --> is not a language (${LANGS.join(', ')})`);
    if (content[lang] !== undefined) fail(file, `content: <!-- ${lang} --> appears twice`);
    content[lang] = parts[i + 1]!.trim();
  }
  return content;
}

/** An HTML file: the YAML front matter's fields, plus the language sections as `content`. */
export function readHtml<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const absolute = path.resolve(DATA_DIR, file);
  const source = readText(absolute);
  const frontMatter = FRONT_MATTER.exec(source);
  let fields: unknown = {};
  if (frontMatter) {
    try {
      fields = parseYaml(frontMatter[1] ?? '') ?? {};
    } catch (error) {
      fail(absolute, `front matter: ${(error as Error).message}`);
    }
    if (typeof fields !== 'object' || Array.isArray(fields)) fail(absolute, 'front matter: expected fields');
  }
  const body = source.slice(frontMatter?.[0].length ?? 0);
  return check(absolute, schema, { ...(fields as object), content: sections(absolute, body) });
}

/** Every HTML file of a folder, in file-name order. */
export function readHtmlFolder<S extends z.ZodType>(folder: string, schema: S): z.output<S>[] {
  const absolute = path.resolve(DATA_DIR, folder);
  return fs
    .readdirSync(absolute)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => readHtml(path.join(absolute, name), schema));
}
