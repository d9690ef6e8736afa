import type { Lang } from '@printshop/contract';
import type { MailMessage } from '../mail/mailer.ts';
import { SHOP_INBOX, summaryMail } from '../mail/summary.ts';

export interface ContactDetails {
  name: string;
  email: string;
  mobile: string;
  companyName: string;
  content: string;
}

const COPY = {
  en: {
    subject: (name: string) => `Contact form: message from ${name}`,
    intro: 'A message arrived through the contact form. Reply to this email to answer.',
    labels: { name: 'Name', email: 'Email', mobile: 'Phone', companyName: 'Company', content: 'Message' },
  },
  zh: {
    subject: (name: string) => `留言表单：来自 ${name} 的留言`,
    intro: '联系我们表单收到一条新留言。直接回复此邮件即可回复客户。',
    labels: { name: '姓名', email: '邮箱', mobile: '电话', companyName: '公司', content: '留言' },
  },
} satisfies Record<Lang, unknown>;

/** The shop's notification of a contact message, in the language the shopper wrote from. */
export function contactMail(message: ContactDetails, lang: Lang): MailMessage {
  const { subject, intro, labels } = COPY[lang];
  return summaryMail({
    to: SHOP_INBOX,
    subject: subject(message.name),
    intro: [intro],
    rows: [
      { label: labels.name, value: message.name },
      { label: labels.email, value: message.email },
      { label: labels.mobile, value: message.mobile },
      { label: labels.companyName, value: message.companyName },
      { label: labels.content, value: message.content },
    ],
    replyTo: message.email,
  });
}
