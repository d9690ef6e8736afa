import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_DIR, readCatalogue } from './files.ts';
import { productData } from './index.ts';

/** Copies of the demo catalogue with one file changed, read as the seed reads them. */
describe('reading the catalogue files', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  let copies = 0;

  /** A copy of the catalogue whose `file` is edited by `change` (a new file when it does not exist). */
  function catalogueWith(file: string, change: (text: string) => string): string {
    const folder = path.join(root, String(copies++));
    fs.cpSync(CATALOGUE_DIR, folder, { recursive: true });
    const target = path.join(folder, file);
    const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    const after = change(before);
    expect(after, 'the change applies').not.toBe(before);
    fs.writeFileSync(target, after);
    return folder;
  }

  const standard = 'products/standard-business-cards.html';

  it('reads the demo catalogue as the seed does', () => {
    const folder = catalogueWith(standard, (text) => `${text}\n`);
    expect(readCatalogue(folder).products.map((p) => p.productNo)).toEqual(
      productData.map((p) => p.productNo),
    );
  });

  it.each([
    [
      'a product naming an option group no file defines',
      standard,
      (text: string) => text.replace('bc-1002-finish', 'bc-1002-varnish'),
      /standard-business-cards\.html: products\.1\.groups\.1: "bc-1002-varnish" is not in catalogue\/option-groups\.yaml/,
    ],
    [
      'a family naming an unknown group',
      standard,
      (text: string) => text.replace('  - business-cards-paper\n', '  - business-card-paper\n'),
      /standard-business-cards\.html: groups\.0: "business-card-paper" is not in/,
    ],
    [
      'an unknown review pool',
      standard,
      (text: string) => text.replace('reviews: business-card', 'reviews: visiting-card'),
      /standard-business-cards\.html: reviews: "visiting-card" is not in reviews\//,
    ],
    [
      'a misspelt field of an option value',
      'option-groups.yaml',
      (text: string) => text.replace('multiplier: 1.15 }', 'multiplyer: 1.15 }'),
      /option-groups\.yaml: business-cards-paper\.values\.1: .*multiplyer/,
    ],
    [
      'broken YAML',
      'option-groups.yaml',
      (text: string) => text.replace('business-cards-paper:', 'business-cards-paper: ['),
      /option-groups\.yaml: /,
    ],
    [
      'an overview row no file names',
      standard,
      (text: string) => text.replace('  print: {', '  printing: {'),
      /standard-business-cards\.html: overview: .*printing/,
    ],
    [
      'a product without a production time',
      standard,
      (text: string) => text.replace('production: { en: 4 business days', 'production: { en: Four days'),
      /standard-business-cards\.html: products\.0\.overview\.production: /,
    ],
    [
      'a product number twice',
      standard,
      (text: string) => text.replace('no: 1002', 'no: 1001'),
      /standard-business-cards\.html: products\.1\.no: BC-1001 is also in standard-business-cards\.html/,
    ],
    [
      'a product file of no subcategory',
      'products/visiting-cards.html',
      () => '<!-- en -->\nA\n<!-- zh -->\n甲\n',
      /products\/visiting-cards\.html: no subcategory "visiting-cards"/,
    ],
    [
      'a subcategory of an unknown kind',
      'categories/01-business-cards.html',
      (text: string) => text.replace('kind: folded-card', 'kind: folded-flyer'),
      /01-business-cards\.html: children\.3\.kind: /,
    ],
  ])('stops with the file and the field: %s', (_, file, change, message) => {
    const folder = catalogueWith(file, change);
    expect(() => readCatalogue(folder)).toThrow(message);
  });
});
