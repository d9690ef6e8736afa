import {
  api,
  CODE,
  type DesignLayout,
  type InputOf,
  type Lang,
  type OutputOf,
  uploadsOfLayout,
} from '@printshop/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../i18n/messages.ts';
import { ownedDesign, ownedSummary } from './design-rows.ts';
import { checkDesignLayout } from './layout-check.ts';
import {
  type DesignOwner,
  type KnownOwner,
  lockOwner,
  memberOf,
  newDesignKey,
  ownedBy,
  ownerColumns,
} from './owner.ts';
import { designableProduct } from './product.ts';
import { designs } from './tables.ts';
import { requireOfferedTemplate } from './templates.ts';

/** A customer's saves of their designs: each one only ever reaches the owner's own rows. */

/** Answers 409 when the owner keeps DESIGNS_PER_OWNER designs already; holds the owner's lock till the transaction ends. */
async function requireRoom(tx: Db, owner: KnownOwner): Promise<void> {
  await lockOwner(tx, owner);
  const [row] = await tx.select({ designs: count() }).from(designs).where(ownedBy(owner));
  if ((row?.designs ?? 0) >= api.DESIGNS_PER_OWNER) {
    throw new HttpError(CODE.conflict, 'designsTooMany', { max: api.DESIGNS_PER_OWNER });
  }
}

/** A layout's columns: itself, and the uploads it uses for the upload sweep and a claim. */
const layoutColumns = (layout: DesignLayout) => ({ layout, uploadUrls: uploadsOfLayout(layout) });

const owned = (owner: DesignOwner, id: number) => and(eq(designs.id, id), ownedBy(owner));

const notFound = () => new HttpError(CODE.notFound, 'designNotFound');

/**
 * Saves a new design of a shown product, from one of its published templates or blank. A visitor
 * saving for the first time gets a new design key, answered once.
 */
export async function createDesign(
  db: Database,
  owner: DesignOwner,
  input: InputOf<typeof api.designCreate>,
  lang: Lang,
): Promise<OutputOf<typeof api.designCreate>> {
  const product = await designableProduct(db, { productNo: input.productNo }, { shownOnly: true });
  if (input.templateId !== undefined) await requireOfferedTemplate(db, input.templateId, product.id);
  await checkDesignLayout(db, input.layout, product.sides, memberOf(owner));
  const made = 'keyHash' in owner && owner.keyHash === null ? newDesignKey() : null;
  const known = (made ? { keyHash: made.keyHash } : owner) as KnownOwner;
  const id = await db.transaction(async (tx) => {
    await requireRoom(tx, known);
    const [row] = await tx
      .insert(designs)
      .values({
        ...ownerColumns(known),
        productId: product.id,
        templateId: input.templateId ?? null,
        name: input.name,
        ...layoutColumns(input.layout),
      })
      .returning({ id: designs.id });
    return row!.id;
  });
  return { ...(await ownedDesign(db, known, id, lang)), designKey: made?.key ?? null };
}

/** Saves the owner's design again: its layout, checked against its product as it is now, and its name if given. */
export async function saveDesign(
  db: Db,
  owner: DesignOwner,
  { id, name, layout }: InputOf<typeof api.designSave>,
  lang: Lang,
): Promise<api.Design> {
  const [current] = await db.select({ productId: designs.productId }).from(designs).where(owned(owner, id));
  if (!current) throw notFound();
  const product = await designableProduct(db, { id: current.productId }, { shownOnly: false });
  await checkDesignLayout(db, layout, product.sides, memberOf(owner));
  const saved = await db
    .update(designs)
    .set({ ...layoutColumns(layout), ...(name === undefined ? {} : { name }), updatedAt: sql`now()` })
    .where(owned(owner, id))
    .returning({ id: designs.id });
  if (saved.length === 0) throw notFound();
  return ownedDesign(db, owner, id, lang);
}

export async function renameDesign(
  db: Db,
  owner: DesignOwner,
  { id, name }: InputOf<typeof api.designRename>,
  lang: Lang,
): Promise<api.DesignSummary> {
  const renamed = await db
    .update(designs)
    .set({ name, updatedAt: sql`now()` })
    .where(owned(owner, id))
    .returning({ id: designs.id });
  if (renamed.length === 0) throw notFound();
  return ownedSummary(db, owner, id, lang);
}

/** "<name> (copy)", the name cut short so that the whole stays within DESIGN_NAME_MAX characters. */
function copyName(name: string, lang: Lang): string {
  const room = api.DESIGN_NAME_MAX - [...t(lang, 'designCopyName', { name: '' })].length;
  return t(lang, 'designCopyName', { name: [...name].slice(0, room).join('') });
}

/** A copy of the owner's design, as a new design of theirs. */
export async function duplicateDesign(
  db: Database,
  owner: DesignOwner,
  { id, name }: InputOf<typeof api.designDuplicate>,
  lang: Lang,
): Promise<api.DesignSummary> {
  const copyId = await db.transaction(async (tx) => {
    const [source] = await tx
      .select({
        productId: designs.productId,
        templateId: designs.templateId,
        name: designs.name,
        layout: designs.layout,
        uploadUrls: designs.uploadUrls,
      })
      .from(designs)
      .where(owned(owner, id));
    if (!source) throw notFound();
    // The source is the owner's, so the owner is known: a visitor without a key owns none.
    const known = owner as KnownOwner;
    await requireRoom(tx, known);
    const [row] = await tx
      .insert(designs)
      .values({ ...source, ...ownerColumns(known), name: name ?? copyName(source.name, lang) })
      .returning({ id: designs.id });
    return row!.id;
  });
  return ownedSummary(db, owner, copyId, lang);
}

export async function deleteDesign(db: Db, owner: DesignOwner, id: number): Promise<{ id: number }> {
  const [gone] = await db.delete(designs).where(owned(owner, id)).returning({ id: designs.id });
  if (!gone) throw notFound();
  return gone;
}
