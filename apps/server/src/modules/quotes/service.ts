import { type api, CODE, type Lang } from '@printshop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUploads } from '../files/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendAll } from '../mail/summary.ts';
import { quoteMails } from './mails.ts';
import { quoteReference } from './standing.ts';
import { quotes } from './tables.ts';

type QuoteInput = z.output<typeof api.quoteInput>;

interface QuoteContext {
  lang: Lang;
  memberId: number | null;
  /** The shop's origin, to turn upload paths into links in the mails. */
  origin: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * The earliest date that is still today somewhere (UTC-12): a shopper far west of the server
 * may pick their own today, and it must not be refused as past.
 */
function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Stores a quote request and mails the shopper a confirmation and the shop a notification. */
export async function submitQuote(db: Db, input: QuoteInput, context: QuoteContext): Promise<{ id: number }> {
  if (input.daterequirements && input.daterequirements < earliestToday()) {
    throw new HttpError(CODE.badRequest, 'quoteDateInPast');
  }
  await requireUploads(db, input.fileurl);
  const [row] = await db
    .insert(quotes)
    .values({
      memberId: context.memberId,
      email: input.email,
      appellation: input.appellation,
      companyName: input.companyName,
      productName: input.productName,
      qty: input.qty ?? null,
      material: input.material,
      processing: input.processing,
      dateRequirements: input.daterequirements ?? null,
      content: input.content,
      mobile: input.mobile,
      fileUrls: input.fileurl,
      lang: context.lang,
    })
    .returning({ id: quotes.id });
  const { id } = row!;
  const mails = quoteMails(
    {
      reference: quoteReference(id),
      appellation: input.appellation,
      email: input.email,
      companyName: input.companyName,
      mobile: input.mobile,
      productName: input.productName,
      qty: input.qty ?? null,
      material: input.material,
      processing: input.processing,
      dateRequirements: input.daterequirements ?? null,
      content: input.content,
      files: input.fileurl.map((url) => context.origin + url),
    },
    context.lang,
  );
  await sendAll(context.mailer, mails, context.log);
  return { id };
}
