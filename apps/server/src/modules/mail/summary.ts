import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

/** Where the shop reads what shoppers send through its forms. */
export const SHOP_INBOX = 'support@inkfold.example';

export interface SummaryRow {
  label: string;
  /** A list is shown one item a line; items that are web addresses become links. */
  value: string | string[];
}

interface Summary {
  to: string;
  subject: string;
  /** Paragraphs before the table. */
  intro: string[];
  rows: SummaryRow[];
  /** Paragraphs after the table. */
  outro?: string[];
  replyTo?: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const isLink = (text: string) => /^https?:\/\/\S+$/.test(text);

function htmlValue(value: string | string[]): string {
  if (typeof value === 'string') return escapeHtml(value).replace(/\n/g, '<br>');
  return value
    .map((item) =>
      isLink(item) ? `<a href="${escapeHtml(item)}">${escapeHtml(item)}</a>` : escapeHtml(item),
    )
    .join('<br>');
}

/**
 * A mail that repeats what a shopper filled in: a few paragraphs and a label/value table, as
 * plain text and as HTML. Everything the shopper typed is escaped; empty rows are left out.
 */
export function summaryMail({ to, subject, intro, rows, outro = [], replyTo }: Summary): MailMessage {
  const filled = rows.filter((row) =>
    typeof row.value === 'string' ? row.value !== '' : row.value.length > 0,
  );
  const textRows = filled.map((row) =>
    typeof row.value === 'string' && !row.value.includes('\n')
      ? `${row.label}: ${row.value}`
      : `${row.label}:\n${(typeof row.value === 'string' ? row.value.split('\n') : row.value).map((line) => `  ${line}`).join('\n')}`,
  );
  const text = [...intro, textRows.join('\n'), ...outro].join('\n\n');
  const table = filled
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(row.label)}</th><td style="padding:4px 0">${htmlValue(row.value)}</td></tr>`,
    )
    .join('');
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const html = `${paragraphs(intro)}<table cellspacing="0" cellpadding="0">${table}</table>${paragraphs(outro)}`;
  return { to, subject, text: `${text}\n`, html, ...(replyTo ? { replyTo } : {}) };
}

/**
 * Sends mails about something already stored. A mail that fails is logged, not thrown: the
 * shop has the record, and an error would only make the shopper send the form again.
 */
export async function sendAll(
  mailer: Mailer,
  messages: MailMessage[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(messages.map((message) => mailer.send(message)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      log.error({ err: result.reason, subject: messages[index]!.subject }, 'mail not sent');
    }
  });
}
