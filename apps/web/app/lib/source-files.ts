import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's source, read by the unit tests that check how the code uses the API tables and
 * keeps the back office apart. Never imported by the app itself.
 */
export const APP = path.resolve(import.meta.dirname, '..');

/** The source files under `dir` (the whole app by default), tests left out, as absolute paths. */
export function sourceFiles(dir = APP): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The back office's files: its feature folder and its route files (docs/architecture.md#the-back-office). */
export function isBackOffice(file: string): boolean {
  const relative = path.relative(APP, file).split(path.sep).join('/');
  return relative.startsWith('features/admin/') || relative.startsWith('routes/admin-');
}

/**
 * The endpoint names `files` call: the quoted first argument of `call`, `callWithMsg` and
 * `useApiData`, and any property read from the table named `table`.
 */
export function calledNames(files: readonly string[], table: string): Set<string> {
  const pattern = new RegExp(`\\b(?:call|callWithMsg|useApiData)\\(\\s*'(\\w+)'|\\b${table}\\.(\\w+)`, 'g');
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) names.add(match[1] ?? match[2] ?? '');
  }
  return names;
}
