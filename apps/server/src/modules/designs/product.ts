import { type admin, type api, CODE, DESIGN_LIMITS, type Lang, pick } from '@printshop/contract';
import { and, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { OptionGroup } from '../catalog/options.ts';
import { bothLanguages, type PrintProduct, printProduct, printProducts } from '../catalog/print-products.ts';
import { products } from '../catalog/tables.ts';

/** A product a design can be made of: printed at a trimmed size, on one or two sides. */
export interface DesignableProduct extends PrintProduct {
  trimWidthMm: number;
  trimHeightMm: number;
  bleedMm: number;
  /** The most sides a design of it has. */
  sides: number;
  /** The option group that chooses one or two sides, with only those values; null when there is no such choice. */
  sidesGroup: OptionGroup | null;
}

const designableSides = (pages: number | null): pages is number =>
  pages !== null && pages >= 1 && pages <= DESIGN_LIMITS.sides;

/**
 * What the product's options say it prints (their values' `pages`): one side when they say
 * nothing; null when it has no print size or prints only more sides than a design has (a booklet).
 */
export function designable(product: PrintProduct): DesignableProduct | null {
  const { trimWidthMm, trimHeightMm } = product;
  if (trimWidthMm === null || trimHeightMm === null) return null;
  const offered = product.groups.flatMap((group) => group.values.map((value) => value.pages));
  const sides = offered.filter(designableSides);
  if (offered.some((pages) => pages !== null) && sides.length === 0) return null;
  const choice = product.groups
    .map((group) => ({ ...group, values: group.values.filter((value) => designableSides(value.pages)) }))
    .find((group) => new Set(group.values.map((value) => value.pages)).size > 1);
  return {
    ...product,
    trimWidthMm,
    trimHeightMm,
    bleedMm: product.bleedMm ?? 0,
    sides: Math.max(1, ...sides),
    sidesGroup: choice ?? null,
  };
}

/**
 * The designable product a number or id names: 404 for none, or for a hidden one when `shownOnly`
 * (a new design or a template offered in the shop); 409 for one that cannot be designed.
 */
export async function designableProduct(
  db: Db,
  which: { productNo: string } | { id: number },
  { shownOnly }: { shownOnly: boolean },
): Promise<DesignableProduct> {
  const product = await printProduct(db, which);
  if (!product || (shownOnly && !product.active)) throw new HttpError(CODE.notFound, 'productNotFound');
  const found = designable(product);
  if (!found) throw new HttpError(CODE.conflict, 'productNotDesignable');
  return found;
}

/** Every product a template can be made for, shown or hidden, by product number (the back office's choice). */
export async function designProductList(db: Db): Promise<admin.AdminDesignProductRow[]> {
  const sized = await printProducts(
    db,
    and(isNotNull(products.trimWidthMm), isNotNull(products.trimHeightMm))!,
  );
  return sized.flatMap((printed) => {
    const product = designable(printed);
    if (!product) return [];
    const { productNo, name, active, trimWidthMm, trimHeightMm, bleedMm, sides } = product;
    return [{ productNo, name: bothLanguages(name), active, trimWidthMm, trimHeightMm, bleedMm, sides }];
  });
}

/** The product as the editor is told it, in the reader's language. */
export function designProductOf(product: DesignableProduct, lang: Lang): api.DesignProduct {
  const group = product.sidesGroup;
  return {
    productNo: product.productNo,
    name: pick(product.name, lang),
    trimWidthMm: product.trimWidthMm,
    trimHeightMm: product.trimHeightMm,
    bleedMm: product.bleedMm,
    sides: product.sides,
    sidesOption: group && {
      groupName: pick(group.name, lang),
      values: group.values.map((value) => ({
        attributeKey: value.code,
        attributeValue: pick(value.label, lang),
        pages: value.pages ?? 1,
      })),
    },
  };
}
