import { CODE, type Lang, type LocalizedText } from '@printshop/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { announceChange } from '../../../lib/change-feed.ts';
import { sanitize } from '../../../lib/sanitize.ts';
import { type AuditEntry, recordAudit } from '../../audit/record.ts';
import type { StaffSession } from '../../staff/sessions.ts';

/** The owner making an edit, and from where: the audit log keeps both. */
export interface ContentEditor {
  staffId: number;
  ip: string;
}

/** The editor of a back-office call, which route() only runs with a staff session. */
export const editorOf = (staff: StaffSession | null, request: FastifyRequest): ContentEditor => ({
  staffId: staff!.staffId,
  ip: request.ip,
});

/**
 * Records an edit of the articles or the blog in the transaction that makes it, and announces it
 * there too, so every process forgets the pages that showed the old text when it commits (and
 * none does for an edit that rolled back).
 */
export async function recordContentEdit(
  tx: Db,
  editor: ContentEditor,
  entry: Omit<AuditEntry, 'staffId' | 'ip'>,
): Promise<void> {
  await recordAudit(tx, { ...entry, staffId: editor.staffId, ip: editor.ip });
  await announceChange(tx, 'content');
}

type Bilingual = Record<Lang, string>;

/** A stored text in both languages, as the back office edits it: a missing translation is empty. */
export function bilingualOf(text: LocalizedText): Bilingual {
  return { en: text.en, zh: text.zh ?? '' };
}

/** HTML as it is stored: sanitised on the way in, whatever the editor in the browser let through. */
export function sanitizedHtml(html: Bilingual): Bilingual {
  return { en: sanitize(html.en), zh: sanitize(html.zh) };
}

/**
 * Checks that a new order names each record of the list once, as the screen last read it: a
 * record added or removed meanwhile makes it a 409, to be read again rather than half applied.
 */
export function checkOrder(current: readonly number[], ids: readonly number[]): void {
  const named = new Set(ids);
  const same =
    named.size === ids.length && ids.length === current.length && current.every((id) => named.has(id));
  if (!same) throw new HttpError(CODE.conflict, 'contentOrderChanged');
}

/** Each record's new sort: its place in `ids`, set for the whole list in one statement. */
export function placeIn(ids: readonly number[], column: AnyColumn): SQL<number> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql<number>`array_position(array[${list}]::int[], ${column})`;
}
