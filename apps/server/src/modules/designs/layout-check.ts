import { CODE, type DesignLayout, shopImagesOfLayout, uploadsOfLayout } from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { refusedUpload, type UploadRefusal } from '../files/owners.ts';
import { areShopImages } from '../media/shop-images.ts';

/**
 * What a layout is checked for beyond its schema (docs/decisions/100): no more sides than its
 * product prints, and images that exist and that its maker may use. Each refusal is a 400.
 */

const UPLOAD_REFUSALS: Record<UploadRefusal, MessageKey> = {
  unknown: 'designImageUnknown',
  notImage: 'designImageNotImage',
  notTheirs: 'designImageNotYours',
};

function checkSides(layout: DesignLayout, sides: number): void {
  if (layout.sides.length > sides) throw new HttpError(CODE.badRequest, 'designTooManySides');
}

async function checkShopImages(db: Db, layout: DesignLayout): Promise<void> {
  if (!(await areShopImages(db, shopImagesOfLayout(layout)))) {
    throw new HttpError(CODE.badRequest, 'designImageUnknown');
  }
}

/**
 * A customer's layout: its uploads must be images of the member's (`memberId`), or made by a
 * visitor (null) without logging in; the shop's images it took from a template must exist.
 */
export async function checkDesignLayout(
  db: Db,
  layout: DesignLayout,
  sides: number,
  memberId: number | null,
): Promise<void> {
  checkSides(layout, sides);
  const refusal = await refusedUpload(db, uploadsOfLayout(layout), memberId);
  if (refusal) throw new HttpError(CODE.badRequest, UPLOAD_REFUSALS[refusal]);
  await checkShopImages(db, layout);
}

/** A template's layout: offered to every visitor, so its images are the shop's, never a customer's upload. */
export async function checkTemplateLayout(db: Db, layout: DesignLayout, sides: number): Promise<void> {
  checkSides(layout, sides);
  if (uploadsOfLayout(layout).length > 0) throw new HttpError(CODE.badRequest, 'templateImageNotShop');
  await checkShopImages(db, layout);
}
