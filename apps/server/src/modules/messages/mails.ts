import type { Lang } from '@printshop/contract';
import { interpolate } from '../../i18n/interpolate.ts';
import { mailCopy } from '../../i18n/mail-copy.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { SHOP_INBOX, summaryMail } from '../mail/summary.ts';

interface ContactDetails {
  name: string;
  email: string;
  mobile: string;
  companyName: string;
  content: string;
}

/** The shop's notification of a contact message, in the language the shopper wrote from. */
export function contactMail(message: ContactDetails, lang: Lang): MailMessage {
  const { sender, contact } = mailCopy(lang);
  return summaryMail({
    to: SHOP_INBOX,
    subject: interpolate(contact.subject, { name: message.name }),
    intro: [contact.intro],
    rows: [
      { label: sender.name, value: message.name },
      { label: sender.email, value: message.email },
      { label: sender.phone, value: message.mobile },
      { label: sender.company, value: message.companyName },
      { label: contact.message, value: message.content },
    ],
    replyTo: message.email,
  });
}

/** What a reply's mail needs of the message it answers. */
interface AnsweredMessage {
  name: string;
  email: string;
  content: string;
  lang: Lang;
}

/**
 * A staff member's reply to the sender of a contact message, in the language they wrote from,
 * signed with the staff member's name, their own message quoted under it. An answer to it comes
 * back to the shop's inbox.
 */
export function replyMail(message: AnsweredMessage, reply: { text: string; staffName: string }): MailMessage {
  const copy = mailCopy(message.lang);
  const words = copy.messageReply;
  return summaryMail({
    to: message.email,
    subject: words.subject,
    intro: [interpolate(copy.hello, { name: message.name }), words.intro],
    rows: [
      { label: words.reply, value: reply.text },
      { label: words.message, value: message.content },
    ],
    outro: [words.outro, reply.staffName, copy.signature],
    replyTo: SHOP_INBOX,
  });
}
