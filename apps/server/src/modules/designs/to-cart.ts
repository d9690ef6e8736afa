import { createHash } from 'node:crypto';
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
import { storeDesignPdf, storedDesignPdf } from './design-file.ts';
import { checkDesignLayout } from './layout-check.ts';
import { readLayoutImages } from './layout-images.ts';
import { ownedBy } from './owner.ts';
import { makeDesignPdfInWorker } from './pdf/pdf-pool.ts';
import { type DesignableProduct, designableProduct } from './product.ts';
import { designs } from './tables.ts';

type DesignFile = OutputOf<typeof api.designToCart>['designFile'];

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

/** What a design's PDF is made from: its layout, and the product's page and the sides printed. */
function pdfDigest(layout: DesignLayout, product: DesignableProduct, sides: number): string {
  const { productNo, trimWidthMm, trimHeightMm, bleedMm } = product;
  const made = JSON.stringify([layout, productNo, trimWidthMm, trimHeightMm, bleedMm, sides]);
  return createHash('sha256').update(made).digest('base64url');
}

/**
 * The design's print-ready PDF, made in a worker thread and stored as the member's upload for the
 * product (with its preflight and preview), then kept on the design with what it was made from.
 */
async function makeDesignFile(
  app: FastifyInstance,
  design: { id: number; layout: DesignLayout },
  product: DesignableProduct,
  made: { sides: number; digest: string; memberId: number; lang: Lang },
): Promise<DesignFile> {
  // PDFium loads for the stored PDF's preflight while the PDF is made, rather than after it.
  warmPdfWorker();
  const images = await readLayoutImages(app, design.layout);
  const pdf = await makeDesignPdfInWorker(design.layout, product, images);
  const purpose = { productNo: product.productNo, pages: made.sides };
  const designFile = await storeDesignPdf(app, pdf, made.memberId, purpose, made.lang);
  await app.db
    .update(designs)
    .set({ pdfUrl: designFile.url, pdfDigest: made.digest })
    .where(eq(designs.id, design.id));
  return designFile;
}

/**
 * Puts the member's design in their cart (issue 25): checks it against the chosen options and its
 * images as a save does, and adds the line with its print-ready PDF as the design file. The PDF
 * is made when the design, its product's page or the sides printed changed since the last one
 * (which the upload sweep may also have removed); otherwise the last one is the file, and the same
 * design added again with the same options adds to that line.
 */
export async function designToCart(
  app: FastifyInstance,
  memberId: number,
  input: InputOf<typeof api.designToCart>,
  lang: Lang,
): Promise<OutputOf<typeof api.designToCart>> {
  const { db } = app;
  const [design] = await db
    .select({
      id: designs.id,
      productId: designs.productId,
      layout: designs.layout,
      pdfUrl: designs.pdfUrl,
      pdfDigest: designs.pdfDigest,
    })
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
  const digest = pdfDigest(design.layout, product, sides);
  const kept =
    design.pdfUrl && design.pdfDigest === digest
      ? await storedDesignPdf(app, design.pdfUrl, memberId, lang)
      : null;
  const designFile = kept ?? (await makeDesignFile(app, design, product, { sides, digest, memberId, lang }));
  const line = await addLine(db, memberId, {
    productId: product.id,
    skuId: sku.skuId,
    qty: input.productNum,
    files: [designFile.url],
  });
  return { ...line, designFile };
}
