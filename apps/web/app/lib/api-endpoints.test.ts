import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, type Endpoint } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { WEB_ENDPOINTS } from './api-endpoints';
import { APP, calledNames, isBackOffice, sourceFiles } from './source-files';

/** The two tables of endpoints: the storefront's and the back office's. */
const TABLES = [
  path.join(APP, 'lib', 'api-endpoints.ts'),
  path.join(APP, 'features/admin/lib/admin-endpoints.ts'),
];

describe('the browser’s endpoints', () => {
  it('go where the contract’s endpoint of the same name goes, with its method and body encoding', () => {
    const contract = api as unknown as Record<string, Endpoint>;
    for (const [name, endpoint] of Object.entries(WEB_ENDPOINTS)) {
      const { method, path, body } = contract[name] ?? {};
      expect({ method, path, body }, name).toEqual({ body: undefined, ...endpoint });
    }
  });

  it('are each called somewhere in the storefront, and every storefront call is one of them', () => {
    const storefront = sourceFiles().filter((file) => !isBackOffice(file));
    expect([...calledNames(storefront, 'WEB_ENDPOINTS')].sort()).toEqual(Object.keys(WEB_ENDPOINTS).sort());
  });

  it('are, with the back office’s, the only places a page names an /api path', () => {
    const written = sourceFiles().filter(
      (file) => !TABLES.includes(file) && /['`"]\/api\//.test(readFileSync(file, 'utf8')),
    );
    expect(written).toEqual([]);
  });
});
