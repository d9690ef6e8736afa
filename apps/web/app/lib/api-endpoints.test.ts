import { readFileSync } from 'node:fs';
import { API_ROUTES } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { calledNames, isBackOffice, sourceFiles } from './source-files';

describe('the browser’s endpoints', () => {
  it('are each a call of the contract’s route table', () => {
    const storefront = sourceFiles().filter((file) => !isBackOffice(file));
    const unknown = [...calledNames(storefront, 'WEB_ENDPOINTS')].filter(
      (name) => !Object.hasOwn(API_ROUTES, name),
    );
    expect(unknown).toEqual([]);
  });

  it('never name an /api path: the contract writes each once', () => {
    const written = sourceFiles().filter((file) => /['`"]\/api\//.test(readFileSync(file, 'utf8')));
    expect(written).toEqual([]);
  });
});
