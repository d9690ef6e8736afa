import {
  type api,
  CODE,
  type DesignLayout,
  type InputOf,
  type Lang,
  type OutputOf,
  pick,
} from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { addLine } from '../cart/service.ts';
import { splitCodes } from '../catalog/options.ts';
import { findSku } from '../catalog/service.ts';
import { warmPdfWorker } from '../files/pdf.ts';
import { storeDesignPdf } from './design-file.ts';
import { checkDesignLayout } from './layout-check.ts';
import { readLayoutImages } from './layout-images.ts';
import { ownedBy } from './owner.ts';
import { makeDesignPdfInWorker } from './pdf/pdf-pool.ts';
import { type DesignableProduct, designableProduct } from './product.ts';
import { designs } from './tables.ts';

/** The sides the chosen values of a SKU print: the most any of them says, one when none does. */
function sidesPrinted(product: DesignableProduct, codes: string): number {
  const pages = (splitCodes(codes, product.groups) ?? []).flatMap((value) => value.pages ?? []);
  return pages.length > 0 ? Math.max(...pages) : 1;
}

/** 400 unless the options print as many sides as the design has: a PDF page more or less would not print. */
function requireSides(layout: DesignLayout, printed: number): void {
  const sides = layout.sides.length;
  if (sides !== printed) {
    throw new HttpError(CODE.badRequest, sides === 1 ? 'designNeedsOneSide' : 'designNeedsTwoSides');
  }
}

/**
 * Puts the member's design in their cart (issue 25): checks it against the chosen options and its
 * images as a save does, makes its print-ready PDF in a worker thread, stores it as the member's
 * upload for the product (with its preflight and preview) and adds the line with it as the design
 * file. The same design added again makes its PDF again: a new line, since its file is new.
 */
export async function designToCart(
  app: FastifyInstance,
  memberId: number,
  input: InputOf<typeof api.designToCart>,
  lang: Lang,
): Promise<OutputOf<typeof api.designToCart>> {
  const { db } = app;
  const [design] = await db
    .select({ productId: designs.productId, layout: designs.layout })
    .from(designs)
    .where(and(eq(designs.id, input.id), ownedBy({ memberId })));
  if (!design) throw new HttpError(CODE.notFound, 'designNotFound');
  const product = await designableProduct(db, { id: design.productId }, { shownOnly: true });
  if (input.productId !== product.id) {
    throw new HttpError(CODE.badRequest, 'designOfOtherProduct', { product: pick(product.name, lang) });
  }
  const sku = await findSku(db, product.id, input.skucode);
  const sides = sidesPrinted(product, sku.codes);
  requireSides(design.layout, sides);
  await checkDesignLayout(db, design.layout, product.sides, memberId);
  // PDFium loads for the stored PDF's preflight while the PDF is made, rather than after it.
  warmPdfWorker();
  const images = await readLayoutImages(app, design.layout);
  const pdf = await makeDesignPdfInWorker(design.layout, product, images);
  const purpose = { productNo: product.productNo, pages: sides };
  const designFile = await storeDesignPdf(app, pdf, memberId, purpose, lang);
  const line = await addLine(db, memberId, {
    productId: product.id,
    skuId: sku.skuId,
    qty: input.productNum,
    files: [designFile.url],
  });
  return { ...line, designFile };
}
