import { admin, api, CODE, type LocalizedText } from '@printshop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { sanitize } from '../../../lib/sanitize.ts';
import { removeLinesOfSkus } from '../../cart/service.ts';
import { type OptionGroup, optionGroups } from '../options.ts';
import { attributeGroups, attributeValues, categories, products, skus } from '../tables.ts';

type ProductDraft = admin.ProductDraft;
type ProductRow = typeof products.$inferSelect;

/** Both languages of a stored text; a missing Chinese text is the English one, as the storefront shows it. */
const both = (text: LocalizedText) => ({ en: text.en, zh: text.zh ?? text.en });

export function draftOf(row: ProductRow, groups: OptionGroup[]): ProductDraft {
  const { trimWidthMm, trimHeightMm, bleedMm } = row;
  return {
    productNo: row.productNo,
    categoryId: row.categoryId,
    name: both(row.name),
    remark: both(row.remark),
    serverContent: both(row.serverContent),
    featureTags: { en: row.featureTags.en, zh: row.featureTags.zh ?? row.featureTags.en },
    overview: row.overview.map((line) => ({ key: both(line.key), value: both(line.value) })),
    images: row.images,
    topSeller: row.topSeller,
    featured: row.featured,
    isNew: row.isNew,
    bestDeal: row.bestDeal,
    active: row.active,
    productionDays: row.productionDays,
    printSize:
      trimWidthMm === null || trimHeightMm === null
        ? null
        : { trimWidthMm, trimHeightMm, bleedMm: bleedMm ?? 0 },
    groups: groups.map((group) => ({
      name: both(group.name),
      values: group.values.map((value) => ({
        code: value.code,
        label: both(value.label),
        pages: value.pages,
      })),
    })),
  };
}

/** A product as the editor writes it, or null when there is none of that number: three queries. */
export async function readProductDraft(db: Db, productNo: string): Promise<ProductDraft | null> {
  const [row] = await db.select().from(products).where(eq(products.productNo, productNo));
  if (!row) return null;
  const groups = await optionGroups(db, [row.id]);
  return draftOf(row, groups.get(row.id) ?? []);
}

/** The draft as it is stored: its HTML sanitised, as every HTML staff write is. */
export function storedDraft(draft: ProductDraft): ProductDraft {
  const clean = (html: { en: string; zh: string }) => ({ en: sanitize(html.en), zh: sanitize(html.zh) });
  return { ...draft, remark: clean(draft.remark), serverContent: clean(draft.serverContent) };
}

function columnsOf(draft: ProductDraft) {
  const { printSize } = draft;
  return {
    productNo: draft.productNo,
    categoryId: draft.categoryId,
    name: draft.name,
    remark: draft.remark,
    serverContent: draft.serverContent,
    featureTags: draft.featureTags,
    overview: draft.overview,
    images: draft.images,
    topSeller: draft.topSeller,
    featured: draft.featured,
    isNew: draft.isNew,
    bestDeal: draft.bestDeal,
    active: draft.active,
    productionDays: draft.productionDays,
    trimWidthMm: printSize?.trimWidthMm ?? null,
    trimHeightMm: printSize?.trimHeightMm ?? null,
    bleedMm: printSize?.bleedMm ?? null,
  };
}

/** Products are listed in a subcategory (level 2); any other id is a 400 naming the field. */
async function requireSubcategory(db: Db, categoryId: number): Promise<void> {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.level, 2)));
  if (!found) throw new HttpError(CODE.badRequest, 'productCategoryNotSub');
}

/** The product's option groups and values, replaced by the draft's in their order: four statements at most. */
async function replaceOptions(
  tx: Db,
  productId: number,
  groups: ProductDraft['groups'],
  isNew: boolean,
): Promise<void> {
  if (!isNew) {
    const old = tx
      .select({ id: attributeGroups.id })
      .from(attributeGroups)
      .where(eq(attributeGroups.productId, productId));
    await tx.delete(attributeValues).where(inArray(attributeValues.groupId, old));
    await tx.delete(attributeGroups).where(eq(attributeGroups.productId, productId));
  }
  if (groups.length === 0) return;
  const inserted = await tx
    .insert(attributeGroups)
    .values(groups.map((group, sort) => ({ productId, sort, name: group.name })))
    .returning({ id: attributeGroups.id, sort: attributeGroups.sort });
  const groupIdAt = new Map(inserted.map((row) => [row.sort, row.id]));
  await tx.insert(attributeValues).values(
    groups.flatMap((group, index) =>
      group.values.map((value, sort) => ({
        groupId: groupIdAt.get(index)!,
        sort,
        code: value.code,
        label: value.label,
        pages: value.pages,
      })),
    ),
  );
}

/**
 * The product's SKU rows brought in line with its combinations: those of combinations that remain
 * keep their prices, the others go (with the cart lines holding them), and the prices given are
 * set, creating the rows of new combinations. A price for no combination is a 400; a shown
 * product with a combination left without a price is a 409, before anything is written.
 */
async function settleSkus(
  tx: Db,
  productId: number,
  draft: ProductDraft,
  prices: ReadonlyMap<string, number>,
  isNew: boolean,
): Promise<void> {
  const wanted = new Set(admin.combinationCodes(draft.groups));
  const stored = isNew
    ? []
    : await tx
        .select({ id: skus.id, codes: skus.codes })
        .from(skus)
        .where(eq(skus.productId, productId))
        .for('update');
  const unknown = [...prices.keys()].find((codes) => !wanted.has(codes));
  if (unknown !== undefined)
    throw new HttpError(CODE.badRequest, 'priceUnknownCombination', { codes: unknown });
  const priced = new Set([...stored.map((row) => row.codes), ...prices.keys()]);
  if (draft.active && [...wanted].some((codes) => !priced.has(codes))) {
    throw new HttpError(CODE.conflict, 'productUnpriced');
  }
  const gone = stored.filter((row) => !wanted.has(row.codes)).map((row) => row.id);
  if (gone.length > 0) {
    await removeLinesOfSkus(tx, gone);
    await tx.delete(skus).where(inArray(skus.id, gone));
  }
  if (prices.size === 0) return;
  await tx
    .insert(skus)
    .values(
      [...prices].map(([codes, priceCents]) => ({
        productId,
        codes,
        skuCode: `${draft.productNo}-${codes}`,
        priceCents,
      })),
    )
    .onConflictDoUpdate({
      target: [skus.productId, skus.codes],
      set: { priceCents: sql`excluded.price_cents` },
    });
}

/**
 * Creates or updates the product of the draft's number, in the transaction given and with no
 * audit, so the CSV importer can write many products in one transaction: its row, its option
 * groups and values (replaced), and its SKUs (settleSkus; `prices` in cents by codes). A fixed
 * number of statements whatever the number of options. Answers the product's id and what it
 * was before (null for a new product). A new product whose number another took meanwhile fails
 * on the unique index: the caller says 409.
 */
export async function writeProduct(
  tx: Db,
  draft: ProductDraft,
  prices: ReadonlyMap<string, number> = new Map(),
): Promise<{ productId: number; before: ProductDraft | null }> {
  // Sold only through offers (decision 085): shown, it would sell at its placeholder price.
  if (draft.active && draft.productNo === api.QUOTE_PRODUCT_NO) {
    throw new HttpError(CODE.conflict, 'quoteProductShown');
  }
  await requireSubcategory(tx, draft.categoryId);
  const [current] = await tx
    .select()
    .from(products)
    .where(eq(products.productNo, draft.productNo))
    .for('update');
  const before = current
    ? draftOf(current, (await optionGroups(tx, [current.id])).get(current.id) ?? [])
    : null;
  const columns = columnsOf(storedDraft(draft));
  let productId: number;
  if (current) {
    productId = current.id;
    await tx.update(products).set(columns).where(eq(products.id, productId));
  } else {
    const [row] = await tx.insert(products).values(columns).returning({ id: products.id });
    productId = row!.id;
  }
  // A new product has nothing to replace: the seed's 189 products skip three statements each.
  await replaceOptions(tx, productId, draft.groups, !current);
  await settleSkus(tx, productId, draft, prices, !current);
  return { productId, before };
}
