import type { Lang } from '@printshop/contract';
import { type MailCopy, mailEn } from './mail-en.ts';
import { mailZh } from './mail-zh.ts';

const MAIL_COPY: Record<Lang, MailCopy> = { en: mailEn, zh: mailZh };

/** The mail catalogue of a language. */
export function mailCopy(lang: Lang): MailCopy {
  return MAIL_COPY[lang];
}
