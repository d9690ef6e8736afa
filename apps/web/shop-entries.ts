import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { APP } from './app/lib/source-files.ts';

/** The storefront pages that hydrate without React Router, one module each (docs/decisions/113). */
const ENTRIES = path.join(APP, 'shop-pages', 'entries');
/** Where the browser build leaves each entry's address and imports for the server build to read. */
const RECORD = path.resolve(import.meta.dirname, 'build', 'shop-entries.json');
const VIRTUAL = 'virtual:shop-entries';

const entryFiles = () => readdirSync(ENTRIES).map((file) => path.join(ENTRIES, file));
const entryName = (file: string) => path.basename(file, path.extname(file));

interface Chunk {
  fileName: string;
  imports: string[];
}

/** A chunk's file and those it loads, directly or not, as addresses. */
function loadedWith(chunk: Chunk, chunks: Map<string, Chunk>, base: string) {
  const files = new Set<string>();
  const pending = [...chunk.imports];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return { module: base + chunk.fileName, imports: [...files].map((file) => base + file) };
}

/**
 * Builds each file of shop-pages/entries as an entry of the browser build, and gives the server
 * build their addresses as `virtual:shop-entries` (entry name → module and imports). The browser,
 * and dev mode, see no entry, so there React Router hydrates every page it renders.
 */
export function shopEntries(): Plugin {
  let building = false;
  let base = '/';
  return {
    name: 'shop-entries',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    options(options) {
      if (!building || this.environment.name !== 'client') return;
      const input = options.input;
      const given =
        typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input ?? {});
      options.input = [...given, ...entryFiles()];
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return;
      const server = building && this.environment.name === 'ssr';
      return `export default ${server ? readFileSync(RECORD, 'utf8') : '{}'};`;
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      const record: Record<string, ReturnType<typeof loadedWith>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId?.startsWith(ENTRIES + path.sep)) {
          record[entryName(output.facadeModuleId)] = loadedWith(output, chunks, base);
        }
      }
      mkdirSync(path.dirname(RECORD), { recursive: true });
      writeFileSync(RECORD, JSON.stringify(record));
    },
  };
}
