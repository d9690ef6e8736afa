import type { api, Lang } from '@printshop/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendAll } from '../mail/summary.ts';
import { contactMail } from './mails.ts';
import { contactMessages } from './tables.ts';

type SuggestionInput = z.output<typeof api.suggestionInput>;

/** Stores a contact-form message and tells the shop about it by mail. */
export async function submitMessage(
  db: Db,
  input: SuggestionInput,
  context: { lang: Lang; mailer: Mailer; log: FastifyBaseLogger },
): Promise<void> {
  const message = {
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    companyName: input.companyname,
    content: input.content,
  };
  await db.insert(contactMessages).values({ ...message, lang: context.lang });
  await sendAll(context.mailer, [contactMail(message, context.lang)], context.log);
}

/** How many contact messages are open, waiting for staff (the dashboard's count). */
export async function openMessageCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'open'));
  return row?.open ?? 0;
}
