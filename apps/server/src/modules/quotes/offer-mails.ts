import { centsToDollars, formatMoney, type Lang } from '@printshop/contract';
import { interpolate } from '../../i18n/interpolate.ts';
import { mailCopy } from '../../i18n/mail-copy.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { SHOP_INBOX, summaryMail } from '../mail/summary.ts';
import { offerTotalCents } from './standing.ts';
import type { OfferLine } from './tables.ts';

/** Who asked for the quote, in the language they asked in: every mail about it follows it. */
export interface QuoteCustomer {
  reference: string;
  email: string;
  name: string;
  lang: Lang;
}

export interface OfferNotice {
  lines: readonly OfferLine[];
  /** The last day it can be accepted, YYYY-MM-DD. */
  validUntil: string;
  message: string;
  /** The offer's page, with its key: the only copy of the key there is. */
  link: string;
  /** It replaces an earlier offer, whose link no longer works. */
  replaces: boolean;
}

/** The offer: its lines, total, last day and message, and the link to accept it. */
export function offerMail(customer: QuoteCustomer, offer: OfferNotice): MailMessage {
  const copy = mailCopy(customer.lang);
  const { labels } = copy.offer;
  const money = (cents: number) => formatMoney(centsToDollars(cents), customer.lang);
  const names = { reference: customer.reference };
  return summaryMail({
    to: customer.email,
    subject: interpolate(offer.replaces ? copy.offer.replacedSubject : copy.offer.subject, names),
    intro: [
      interpolate(copy.hello, { name: customer.name }),
      interpolate(copy.offer.intro, names),
      ...(offer.replaces ? [copy.offer.replaces] : []),
    ],
    rows: [
      { label: labels.reference, value: customer.reference },
      {
        label: labels.lines,
        value: offer.lines.map((line) =>
          interpolate(labels.line, {
            quantity: line.quantity,
            title: line.title,
            price: money(line.priceCents),
          }),
        ),
      },
      { label: labels.total, value: money(offerTotalCents(offer.lines)) },
      { label: labels.validUntil, value: offer.validUntil },
      { label: labels.message, value: offer.message },
      { label: labels.link, value: [offer.link] },
    ],
    outro: [copy.offer.outro, copy.signature],
    replyTo: SHOP_INBOX,
  });
}

/** The shop cannot make an offer, and says why. */
export function declineMail(customer: QuoteCustomer, message: string): MailMessage {
  const copy = mailCopy(customer.lang);
  const { labels } = copy.offer;
  return summaryMail({
    to: customer.email,
    subject: interpolate(copy.offer.declinedSubject, { reference: customer.reference }),
    intro: [interpolate(copy.hello, { name: customer.name }), copy.offer.declinedIntro],
    rows: [
      { label: labels.reference, value: customer.reference },
      { label: labels.message, value: message },
    ],
    outro: [copy.offer.declinedOutro, copy.signature],
    replyTo: SHOP_INBOX,
  });
}
