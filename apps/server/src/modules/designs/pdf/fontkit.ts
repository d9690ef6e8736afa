import { createRequire } from 'node:module';

type Fontkit = typeof import('@pdf-lib/fontkit');

let required: Fontkit | undefined;

/**
 * fontkit as pdf-lib's fork ships it (MIT), required on first use: loading it inflates its
 * Unicode and Brotli tables, over half a second that a process making no PDF need not spend. Its
 * UMD bundle's named exports are not visible to Node's ESM loader, so the module is required whole.
 */
export function fontkit(): Fontkit {
  required ??= createRequire(import.meta.url)('@pdf-lib/fontkit') as Fontkit;
  return required;
}
