import { type admin, CODE } from '@printshop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { partners } from '../tables.ts';
import { type ContentEditor, checkOrder, placeIn, recordContentEdit } from './content-edit.ts';

const columns = { id: partners.id, name: partners.name, img: partners.img };

/** Every partner, in the order the home page's carousel shows them. */
export function partnerList(db: Db): Promise<admin.AdminPartner[]> {
  return db.select(columns).from(partners).orderBy(asc(partners.sort), asc(partners.id));
}

/** A partner, locked until the transaction ends; 404 when there is none. */
async function lockedPartner(tx: Db, id: number): Promise<admin.AdminPartner> {
  const [row] = await tx.select(columns).from(partners).where(eq(partners.id, id)).for('update');
  if (!row) throw new HttpError(CODE.notFound, 'partnerNotFound');
  return row;
}

const audited = ({ name, img }: admin.AdminPartner | admin.PartnerFields) => ({ name, img });

/** Adds a partner last in the carousel, with its audit row. */
export function addPartner(
  db: Database,
  fields: admin.PartnerFields,
  editor: ContentEditor,
): Promise<admin.AdminPartner> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partners)
      .values({
        ...audited(fields),
        sort: sql`(select coalesce(max(${partners.sort}), -1) + 1 from ${partners})`,
      })
      .returning(columns);
    const partner = row!;
    await recordContentEdit(tx, editor, {
      action: 'partner.create',
      entity: 'partner',
      entityId: partner.id,
      after: audited(partner),
    });
    return partner;
  });
}

/** Changes a partner's name and logo, audited before and after. */
export function updatePartner(
  db: Database,
  id: number,
  fields: admin.PartnerFields,
  editor: ContentEditor,
): Promise<admin.AdminPartner> {
  return db.transaction(async (tx) => {
    const before = await lockedPartner(tx, id);
    const [row] = await tx
      .update(partners)
      .set(audited(fields))
      .where(eq(partners.id, id))
      .returning(columns);
    const after = row!;
    await recordContentEdit(tx, editor, {
      action: 'partner.update',
      entity: 'partner',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Removes a partner, its name and logo kept in the audit row. */
export function deletePartner(db: Database, id: number, editor: ContentEditor): Promise<admin.AdminPartner> {
  return db.transaction(async (tx) => {
    const before = await lockedPartner(tx, id);
    await tx.delete(partners).where(eq(partners.id, id));
    await recordContentEdit(tx, editor, {
      action: 'partner.delete',
      entity: 'partner',
      entityId: id,
      before: audited(before),
    });
    return before;
  });
}

/**
 * Puts the partners in the order of `ids`, which must name each of them once: a list made before
 * a partner was added or removed is refused (409) rather than half applied.
 */
export function orderPartners(
  db: Database,
  ids: number[],
  editor: ContentEditor,
): Promise<admin.AdminPartner[]> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select(columns)
      .from(partners)
      .orderBy(asc(partners.sort), asc(partners.id))
      .for('update');
    const current = before.map((partner) => partner.id);
    checkOrder(current, ids);
    await tx.update(partners).set({ sort: placeIn(ids, partners.id) });
    await recordContentEdit(tx, editor, {
      action: 'partner.order',
      entity: 'partner',
      entityId: null,
      before: current,
      after: ids,
    });
    return partnerList(tx);
  });
}
