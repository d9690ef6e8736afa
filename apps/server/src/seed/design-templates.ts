import fs from 'node:fs';
import path from 'node:path';
import { designLayoutSchema, shopImagesOfLayout, uploadsOfLayout } from '@printshop/contract';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { printProduct } from '../modules/catalog/print-products.ts';
import { insertTemplate } from '../modules/designs/admin/template-write.ts';
import { designable } from '../modules/designs/product.ts';
import { DATA_DIR, fail, readYaml } from './data-files.ts';
import { filled, text } from './types.ts';

/** The online editor's demo templates, one YAML file each in seed/demo-data/design-templates (its README). */
const FOLDER = 'design-templates';

export const seedDesignTemplate = z.strictObject({
  /** The catalogue's product number it is for: a product with a print size. */
  product: filled,
  name: text,
  /** Offered in the shop; false keeps it for staff to finish. */
  published: z.boolean().default(true),
  sides: designLayoutSchema.shape.sides,
});

/** Every template file in file-name order (each product's templates in that order), read and checked. */
export const demoTemplates = fs
  .readdirSync(path.join(DATA_DIR, FOLDER))
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map((name) => {
    const file = path.join(DATA_DIR, FOLDER, name);
    return { file, template: readYaml(file, seedDesignTemplate) };
  });

/**
 * Writes the demo templates for their products, after the catalogue: a template names a product
 * that can be designed, has at most its sides, and leaves its image slots empty (the shop's images
 * are uploaded by staff). Any other template stops the seed naming its file.
 */
export async function seedDesignTemplates(db: Db): Promise<void> {
  for (const { file, template } of demoTemplates) {
    const found = await printProduct(db, { productNo: template.product });
    if (!found) fail(file, `product: ${template.product} is not in the catalogue`);
    const product = designable(found);
    if (!product) fail(file, `product: ${template.product} has no print size of one or two sides`);
    if (template.sides.length > product.sides) fail(file, `sides: ${template.product} prints one side only`);
    const layout = { version: 1 as const, sides: template.sides };
    if (uploadsOfLayout(layout).length + shopImagesOfLayout(layout).length > 0) {
      fail(file, 'sides: image slots and backgrounds are empty (null) in a demo template');
    }
    await insertTemplate(db, {
      productId: product.id,
      name: template.name,
      layout,
      published: template.published,
    });
  }
}
