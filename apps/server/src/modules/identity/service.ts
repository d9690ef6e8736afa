import { randomBytes } from 'node:crypto';
import { CODE, type Lang, parseLang } from '@printshop/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail } from './mails.ts';
import { createSession, hashSecret } from './sessions.ts';
import { members, passwordResets, sessions } from './tables.ts';

const RESET_KEY_TTL_MS = 60 * 60 * 1000;

function findByEmail(db: Db, email: string) {
  return db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.email})`, email.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The member of an email (any case), or null: whose device cookie a log-in may show. */
export async function memberIdByEmail(db: Db, email: string): Promise<number | null> {
  return (await findByEmail(db, email))?.id ?? null;
}

export async function register(
  db: Db,
  input: { email: string; password: string; mobile: string; firstname: string; lastname: string },
  lang: Lang,
): Promise<void> {
  if (await findByEmail(db, input.email)) throw new HttpError(CODE.conflict, 'emailTaken');
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(members)
    .values({ ...input, passwordHash, nickname: input.firstname, lang })
    .onConflictDoNothing()
    .returning({ id: members.id });
  if (inserted.length === 0) throw new HttpError(CODE.conflict, 'emailTaken');
}

/**
 * Staff disabled the account (admin/disable.ts): it may not log in nor reset its password, and is
 * told so plainly in the shopper's language (a log-in only once the password is right).
 */
function refuseDisabled(member: { disabledAt: Date | null }): void {
  if (member.disabledAt) throw new HttpError(CODE.forbidden, 'accountDisabled');
}

export async function login(
  db: Db,
  email: string,
  password: string,
  lang: Lang,
): Promise<{ token: string; nickname: string }> {
  const member = await findByEmail(db, email);
  const valid = await verifyPassword(member?.passwordHash, password);
  if (!member || !valid) throw new HttpError(CODE.badRequest, 'invalidCredentials');
  refuseDisabled(member);
  await rememberLanguage(db, member.id, lang);
  return { token: await createSession(db, member.id), nickname: member.nickname };
}

/**
 * The language a member last shopped in (logging in, placing an order): the mails about their
 * account (a password reset) are written in it. Only the member's own calls change it, never an
 * anonymous one such as asking for a reset.
 */
export async function rememberLanguage(db: Db, memberId: number, lang: Lang): Promise<void> {
  await db
    .update(members)
    .set({ lang })
    .where(and(eq(members.id, memberId), ne(members.lang, lang)));
}

export async function logout(db: Db, token: string | null): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashSecret(token)));
}

/**
 * Mails a single-use reset link valid for an hour; says nothing about whether the email exists.
 * Only the newest link works: the member's unused keys go in the transaction that stores the new
 * one, their row locked so two requests at once still leave one key. A disabled account is told
 * so instead: a new password would not let it in.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  origin: string,
): Promise<void> {
  const member = await findByEmail(db, email);
  if (!member) return;
  refuseDisabled(member);
  const key = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      memberId: member.id,
      keyHash: hashSecret(key),
      expiresAt: new Date(Date.now() + RESET_KEY_TTL_MS),
    });
  });
  const link = `${origin}/reset-password?ckey=${key}`;
  await mailer.send(resetPasswordMail(member.email, member.nickname, link, parseLang(member.lang)));
}

/**
 * A new password ends every session and voids every reset key still unused: a link mailed
 * before the change must not undo it.
 */
async function setPassword(db: Db, memberId: number, password: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(members.id, memberId));
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
  await db.delete(passwordResets).where(eq(passwordResets.memberId, memberId));
}

export async function resetPassword(db: Db, key: string, password: string, confirm: string): Promise<void> {
  if (password !== confirm) throw new HttpError(CODE.badRequest, 'passwordsDiffer');
  await db.transaction(async (tx) => {
    // Claiming the key with a conditional update makes it single-use even under concurrent calls.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.keyHash, hashSecret(key)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ memberId: passwordResets.memberId });
    if (!claimed) throw new HttpError(CODE.badRequest, 'resetKeyInvalid');
    // A key mailed before the account was disabled: refused, and left unused with the rollback.
    const [member] = await tx
      .select({ disabledAt: members.disabledAt })
      .from(members)
      .where(eq(members.id, claimed.memberId));
    refuseDisabled(member!);
    await setPassword(tx, claimed.memberId, password);
  });
}

export async function accountDetail(db: Db, memberId: number) {
  const [row] = await db
    .select({
      firstname: members.firstname,
      lastname: members.lastname,
      nickname: members.nickname,
      email: members.email,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw new HttpError(CODE.unauthorized, 'unauthorized');
  return row;
}

/** Where and how to write to a member: their email, the name mails greet, their language. */
export async function memberContact(
  db: Db,
  memberId: number,
): Promise<{ email: string; name: string; lang: Lang } | null> {
  const [row] = await db
    .select({ email: members.email, name: members.nickname, lang: members.lang })
    .from(members)
    .where(eq(members.id, memberId));
  return row ? { ...row, lang: parseLang(row.lang) } : null;
}

export async function updateAccount(
  db: Db,
  memberId: number,
  names: { firstname: string; lastname: string; nickname: string },
): Promise<void> {
  await db.update(members).set(names).where(eq(members.id, memberId));
}

/** Changing the password ends every session of the member, this one included. */
export async function changePassword(
  db: Db,
  memberId: number,
  input: { odlpassword: string; password: string; confirmpassword: string },
): Promise<void> {
  if (input.password !== input.confirmpassword) throw new HttpError(CODE.badRequest, 'passwordsDiffer');
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member || !(await verifyPassword(member.passwordHash, input.odlpassword))) {
    throw new HttpError(CODE.badRequest, 'wrongPassword');
  }
  await db.transaction((tx) => setPassword(tx, memberId, input.password));
}
