import type { Lang } from '@printshop/contract';
import { interpolate } from '../../i18n/interpolate.ts';
import { mailCopy } from '../../i18n/mail-copy.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { SHOP_INBOX, type SummaryRow, summaryMail } from '../mail/summary.ts';

interface QuoteDetails {
  reference: string;
  appellation: string;
  email: string;
  companyName: string;
  mobile: string;
  productName: string;
  qty: number | null;
  material: string;
  processing: string;
  dateRequirements: string | null;
  content: string;
  /** Absolute links to the attached images. */
  files: string[];
}

function rows(quote: QuoteDetails, lang: Lang): SummaryRow[] {
  const { sender, quote: copy } = mailCopy(lang);
  const { labels } = copy;
  return [
    { label: labels.reference, value: quote.reference },
    { label: sender.name, value: quote.appellation },
    { label: sender.email, value: quote.email },
    { label: sender.company, value: quote.companyName },
    { label: sender.phone, value: quote.mobile },
    { label: labels.productName, value: quote.productName },
    { label: labels.qty, value: quote.qty === null ? '' : String(quote.qty) },
    { label: labels.material, value: quote.material },
    { label: labels.processing, value: quote.processing },
    { label: labels.dateRequirements, value: quote.dateRequirements ?? '' },
    { label: labels.content, value: quote.content },
    { label: labels.files, value: quote.files },
  ];
}

/** The customer's confirmation and the shop's notification, both in the customer's language. */
export function quoteMails(quote: QuoteDetails, lang: Lang): MailMessage[] {
  const copy = mailCopy(lang);
  const names = { reference: quote.reference, name: quote.appellation };
  return [
    summaryMail({
      to: quote.email,
      subject: interpolate(copy.quote.customerSubject, names),
      intro: [interpolate(copy.hello, names), copy.quote.customerIntro],
      rows: rows(quote, lang),
      outro: [copy.quote.customerOutro, copy.signature],
      replyTo: SHOP_INBOX,
    }),
    summaryMail({
      to: SHOP_INBOX,
      subject: interpolate(copy.quote.shopSubject, names),
      intro: [copy.quote.shopIntro],
      rows: rows(quote, lang),
      replyTo: quote.email,
    }),
  ];
}
