import type { Lang } from '@printshop/contract';
import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The reset email, in the member's language. */
export function resetPasswordMail(to: string, nickname: string, link: string, lang: Lang): MailMessage {
  const copy =
    lang === 'zh'
      ? {
          subject: '重置您的墨折印刷密码',
          hello: `${nickname}，您好：`,
          body: '我们收到了重置您账户密码的请求。请在一小时内点击下面的链接设置新密码：',
          ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
        }
      : {
          subject: 'Reset your Inkfold Print password',
          hello: `Hello ${nickname},`,
          body: 'We received a request to reset the password of your account. Use this link within one hour to choose a new one:',
          ignore: 'If you did not ask for this, ignore this email and your password stays as it is.',
        };
  return {
    to,
    subject: copy.subject,
    text: `${copy.hello}\n\n${copy.body}\n${link}\n\n${copy.ignore}\n`,
    html: `<p>${escapeHtml(copy.hello)}</p><p>${escapeHtml(copy.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(copy.ignore)}</p>`,
  };
}
