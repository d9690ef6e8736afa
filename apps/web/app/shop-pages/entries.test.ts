import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP, importClosure, usesRouter } from '~/lib/source-files';

const ENTRIES = path.join(APP, 'shop-pages', 'entries');
const entryNames = readdirSync(ENTRIES).map((file) => path.basename(file, '.tsx'));

describe('storefront pages hydrated without React Router (docs/decisions/113)', () => {
  it('load no module that runs React Router', () => {
    const offenders = entryNames.flatMap((name) =>
      [...importClosure(path.join(ENTRIES, `${name}.tsx`))]
        .filter(usesRouter)
        .map((file) => `${name}: ${path.relative(APP, file)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('are each named after a route of the shop layout', () => {
    const routes = readFileSync(path.join(APP, 'routes.ts'), 'utf8');
    const shopLayout = routes.slice(routes.indexOf('routes/shop-layout.tsx'), routes.indexOf("route('*'"));
    const missing = entryNames.filter((name) => !shopLayout.includes(`'routes/${name}.tsx'`));
    expect(missing).toEqual([]);
  });
});
