import {
  type admin,
  centsToDollars,
  dollarsToCents,
  formatMoney,
  type Lang,
  sumCents,
} from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { quotePath } from '../quotes/quote-query';
import { whoOf } from './audit-links';
import { recordedNumber, recordedText } from './recorded-values';

type QuoteAction = Extract<admin.AuditAction, `quote.${string}`>;

/** The total of the offer lines an entry recorded, in dollars; undefined when they are not there as expected. */
function offerTotal(record: unknown): number | undefined {
  const lines = (record as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return undefined;
  const prices = lines.map((line) => recordedNumber(line, 'price'));
  if (prices.some((price) => price === undefined)) return undefined;
  return centsToDollars(sumCents(prices.map((price) => dollarsToCents(price!))));
}

/**
 * An offer on a quote or its refusal as a sentence, the quote named by its reference and linked
 * to its screen, an offer with its total; null when the entry lacks who, the reference or the total.
 */
export function quoteSentence(
  action: QuoteAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
  lang: Lang,
): SentencePart[] | null {
  const who = whoOf(entry);
  const reference = recordedText(entry.after, 'reference');
  if (!who || !reference || entry.entityId === null) return null;
  const quote = { text: reference, to: quotePath(entry.entityId) };
  if (action === 'quote.decline') return sentenceOf(texts.activity.quoteDeclined, { who, quote });
  const total = offerTotal(entry.after);
  if (total === undefined) return null;
  return sentenceOf(texts.activity.quoteOffered, { who, quote, amount: formatMoney(total, lang) });
}
