import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { api, type Endpoint } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { WEB_ENDPOINTS } from './api-endpoints';

const APP = path.resolve(import.meta.dirname, '..');
const TABLE = path.join(APP, 'lib', 'api-endpoints.ts');

/** The web app's source files, tests left out. */
function sources(): string[] {
  return readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(APP, file));
}

/** The endpoint names the code calls: `call('name'`, `callWithMsg('name'`, `useApiData('name'`, `WEB_ENDPOINTS.name`. */
function calledNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /\b(?:call|callWithMsg|useApiData)\(\s*'(\w+)'|WEB_ENDPOINTS\.(\w+)/g,
    )) {
      names.add(match[1] ?? match[2] ?? '');
    }
  }
  return names;
}

describe('the browser’s endpoints', () => {
  it('go where the contract’s endpoint of the same name goes, with its method and body encoding', () => {
    const contract = api as unknown as Record<string, Endpoint>;
    for (const [name, endpoint] of Object.entries(WEB_ENDPOINTS)) {
      const { method, path, body } = contract[name] ?? {};
      expect({ method, path, body }, name).toEqual({ body: undefined, ...endpoint });
    }
  });

  it('are each called somewhere, and every call is one of them', () => {
    expect([...calledNames()].sort()).toEqual(Object.keys(WEB_ENDPOINTS).sort());
  });

  it('are the only place a page names an /api path', () => {
    const written = sources().filter(
      (file) => file !== TABLE && /['`"]\/api\//.test(readFileSync(file, 'utf8')),
    );
    expect(written).toEqual([]);
  });
});
