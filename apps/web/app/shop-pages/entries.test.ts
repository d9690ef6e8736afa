import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP, importClosure, sourceFiles, usesRouter } from '~/lib/source-files';

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

  it('are the routes whose handle names an entry, one entry each', () => {
    const named = sourceFiles(path.join(APP, 'routes')).flatMap(
      (file) => readFileSync(file, 'utf8').match(/shopEntry: '([\w-]+)'/)?.[1] ?? [],
    );
    expect(named.sort()).toEqual([...entryNames].sort());
  });
});
