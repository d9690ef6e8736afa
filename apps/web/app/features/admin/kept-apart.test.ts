import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP, isBackOffice, sourceFiles } from '~/lib/source-files';

describe('the back office', () => {
  // Route code-splitting keeps a module out of the storefront's chunks only while no
  // storefront module imports it (docs/architecture.md#the-back-office).
  it('is imported by no storefront module', () => {
    const importsAdmin =
      /(?:from|import\()\s*['"][^'"]*\bfeatures\/admin\b|(?:from|import\()\s*['"]\.\.?\/admin\//;
    const offenders = sourceFiles()
      .filter((file) => !isBackOffice(file) && importsAdmin.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(APP, file));
    expect(offenders).toEqual([]);
  });
});
