import type { Lang } from '@printshop/contract';
import { interpolate } from '../../i18n/interpolate.ts';
import { mailCopy } from '../../i18n/mail-copy.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/summary.ts';

/** The reset email, in the member's language. */
export function resetPasswordMail(to: string, nickname: string, link: string, lang: Lang): MailMessage {
  const copy = mailCopy(lang);
  const hello = interpolate(copy.hello, { name: nickname });
  const { subject, body, ignore } = copy.resetPassword;
  return {
    to,
    subject,
    text: `${hello}\n\n${body}\n${link}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
