import { admin, CODE, type Lang } from '@printshop/contract';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { type MessageKey, t } from '../../i18n/messages.ts';
import { recordAudit } from '../audit/record.ts';
import { staff } from './tables.ts';

/**
 * The mails each staff member chooses to get (docs/staff.md#mails-to-staff): only the notices
 * their role can act on (admin.noticesOf) are offered, accepted and sent.
 */

const NOTICE_NAMES: Record<admin.StaffNotice, MessageKey> = {
  orderPaid: 'noticeOrderPaid',
  proofApproved: 'noticeProofApproved',
  changesRequested: 'noticeChangesRequested',
};

/** Whom a notice's mail goes to, in the language they last used the back office in. */
export interface NoticeRecipient {
  email: string;
  name: string;
  lang: Lang;
}

/** Who saves their choice, from where. */
interface NoticeChooser {
  staffId: number;
  role: admin.StaffRole;
  ip: string;
}

/** What the member chose, of what their role offers: a choice their role no longer offers is left out. */
function choiceOf(chosen: readonly admin.StaffNotice[], role: admin.StaffRole): admin.StaffNotices {
  const offered = admin.noticesOf(role);
  return { notices: offered.filter((notice) => chosen.includes(notice)), offered };
}

export async function myNotices(db: Db, staffId: number, role: admin.StaffRole): Promise<admin.StaffNotices> {
  const [row] = await db.select({ notices: staff.notices }).from(staff).where(eq(staff.id, staffId));
  return choiceOf(row?.notices ?? [], role);
}

/**
 * Saves the member's choice, and the language they made it in, which their mails are then
 * written in. A notice their role may not choose is a 400 naming it, and changes nothing. The
 * audit log keeps the choice before and after.
 */
export async function saveMyNotices(
  db: Database,
  me: NoticeChooser,
  notices: readonly admin.StaffNotice[],
  lang: Lang,
): Promise<admin.StaffNotices> {
  const offered = admin.noticesOf(me.role);
  const refused = notices.find((notice) => !offered.includes(notice));
  if (refused) {
    throw new HttpError(CODE.badRequest, 'staffNoticeNotOffered', { notice: t(lang, NOTICE_NAMES[refused]) });
  }
  const choice = choiceOf(notices, me.role);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ notices: staff.notices })
      .from(staff)
      .where(eq(staff.id, me.staffId))
      .for('update');
    await tx.update(staff).set({ notices: choice.notices, lang }).where(eq(staff.id, me.staffId));
    await recordAudit(tx, {
      staffId: me.staffId,
      ip: me.ip,
      action: 'staff.notices',
      entity: 'staff',
      entityId: me.staffId,
      before: { notices: before?.notices ?? [] },
      after: { notices: choice.notices },
    });
  });
  return choice;
}

/** The active staff members who chose `notice` and whose role still offers it: one query. */
export function noticeRecipients(db: Db, notice: admin.StaffNotice): Promise<NoticeRecipient[]> {
  return db
    .select({ email: staff.email, name: staff.name, lang: staff.lang })
    .from(staff)
    .where(
      and(
        eq(staff.active, true),
        arrayContains(staff.notices, [notice]),
        inArray(staff.role, admin.rolesOfNotice(notice)),
      ),
    );
}
