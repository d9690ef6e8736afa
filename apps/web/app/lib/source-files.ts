import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's source, read by the unit tests that check how the code uses the API tables,
 * keeps the back office apart and reads the catalogue, and by the build, which groups the
 * modules every page loads (vite.config.ts). Never imported by the app itself.
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

/** Specifiers of the modules a file loads with it: static imports and re-exports, not type-only. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gm;

/** Specifiers of the modules a file loads later, by import(). */
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;

function resolveSource(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, base].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Whether a source file runs React Router's code, not only its types. */
export function usesRouter(file: string): boolean {
  return /^import\s+(?!type\b)[^;]*?\bfrom\s+'react-router'/m.test(readFileSync(file, 'utf8'));
}

/**
 * `entry` and every source file of the app it loads, directly or not (packages left out); with
 * `later`, also what it loads by import() once it runs.
 */
export function importClosure(entry: string, { later = true } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const imports = [...code.matchAll(STATIC_IMPORT), ...(later ? code.matchAll(DYNAMIC_IMPORT) : [])];
    for (const [, specifier] of imports) {
      const imported = resolveSource(file, specifier ?? '');
      if (imported) pending.push(imported);
    }
  }
  return seen;
}
